import { ExternalLink, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { useIdentityVerification } from '../hooks/use-identity-verification.ts';
import { IDENTITY_WINDOW_NAME } from '../lib/identity-popup.ts';

type Verification = ReturnType<typeof useIdentityVerification>;

/** Step 2 of becoming a host: the document check in its popup, watched until it ends. */
export function IdentityVerificationStep({
  verification,
  intro,
}: {
  verification: Verification;
  intro?: string | undefined;
}) {
  const { begin, showPopup, session, blocked, finishing, starting } = verification;
  return (
    <div className="mt-6 space-y-4">
      {intro ? <p className="rounded-2xl bg-sage-50 px-4 py-3 text-sm text-ink">{intro}</p> : null}
      <p className="leading-7 text-ink">
        To keep every table safe, hosts confirm who they are with a government-issued photo ID. The
        check opens in a separate window, run by our payment partner, and takes a few minutes.
      </p>
      {session ? (
        <div
          role="status"
          aria-live="polite"
          className="space-y-3 rounded-2xl border border-line p-4"
        >
          <p className="flex items-center gap-2 font-medium text-ink">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
            {finishing
              ? 'Verification finished. Updating your profile...'
              : 'Waiting for your verification...'}
          </p>
          {blocked ? (
            <p className="text-sm text-ink">
              Your browser blocked the verification window.{' '}
              <a
                href={session.url}
                target={IDENTITY_WINDOW_NAME}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
              >
                Open the verification page
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </p>
          ) : (
            <p className="text-sm text-muted">
              Finish the check in the window that opened; this page updates by itself.
            </p>
          )}
          {!finishing ? (
            <Button variant="secondary" size="sm" onClick={showPopup}>
              Show the verification window
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex justify-end">
          <Button onClick={begin} disabled={starting} className="w-full sm:w-auto">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {starting ? 'Starting...' : 'Start verification'}
          </Button>
        </div>
      )}
    </div>
  );
}
