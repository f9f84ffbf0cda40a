import { Button } from '@/components/ui/button.tsx';
import {
  CookieBannerFrame,
  POLICY_LINK_CLASS,
} from '@/features/legal/components/cookie-banner-frame.tsx';

/**
 * The first screen the server sends for a signed-in page before any script has run (decision
 * 070): the page's heading and that it is loading, the same box as the page's top, no data.
 * React empties it when it first draws.
 */
export function SignedInFirstScreen({ title, loading }: { title: string; loading: string }) {
  return (
    <div data-signed-in-first-screen="" className="mx-auto w-full max-w-6xl px-5 py-6 sm:px-8">
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="font-serif text-3xl font-semibold text-ink">{title}</h1>
        {/* the server puts the page's data here for its owner (decision 074) */}
        <div data-first-screen-body="">
          <p role="status" className="text-muted">
            {loading}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * The cookie bar as the live one first draws it, for the server to keep in a signed-in page's
 * first screen when the account has made no choice (decision 074): the bar is the largest thing
 * on a phone's screen, so it paints with the heading instead of after the app's scripts. Its
 * buttons answer once the app has started and drawn the live bar in its place.
 */
export function FirstScreenCookieBanner() {
  return (
    <CookieBannerFrame
      policyLink={
        <a href="/cookies" className={POLICY_LINK_CLASS}>
          Cookie Policy
        </a>
      }
      actions={
        <>
          <Button variant="secondary" size="sm">
            Reject all
          </Button>
          <Button variant="secondary" size="sm">
            Settings
          </Button>
          <Button size="sm">Accept all</Button>
        </>
      }
    />
  );
}
