import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { storage } from '@/lib/storage.ts';
import { useSaveCookieConsent } from '../api/save-cookie-consent.ts';
import {
  ALL_COOKIES,
  type CookieConsent,
  closeCookieBanner,
  NO_OPTIONAL_COOKIES,
  readCookieChoice,
  useCookieBannerOpen,
  useCookieBannerReopened,
  useStoredCookieChoice,
  writeCookieChoice,
} from '../lib/cookie-consent.ts';
import { CookieSwitches } from './cookie-choices.tsx';

/**
 * The first-visit cookie banner: statistics and marketing are off until chosen. The choice is
 * kept in this browser and, once someone is signed in, saved to their account. It sits below
 * dialogs (the welcome modal covers it) and never blocks the page behind it.
 */
export function CookieConsentBanner() {
  const { user } = useCurrentUser();
  const reopened = useCookieBannerReopened();
  const stored = useStoredCookieChoice();
  const open = useCookieBannerOpen();
  const [draft, setDraft] = useState<CookieConsent>(stored ?? NO_OPTIONAL_COOKIES);
  const { mutate: saveToAccount } = useSaveCookieConsent();
  const userId = user?.id;

  useEffect(() => {
    if (reopened) setDraft(readCookieChoice(storage) ?? NO_OPTIONAL_COOKIES);
  }, [reopened]);

  // A choice made here (or before signing in) reaches the account once someone is signed in.
  useEffect(() => {
    if (userId === undefined || !stored || stored.synced) return;
    const consent = { statistics: stored.statistics, marketing: stored.marketing };
    saveToAccount(consent, {
      onSuccess: () => writeCookieChoice(storage, { ...consent, synced: true }),
    });
  }, [userId, stored, saveToAccount]);

  if (!open) return null;

  const choose = (consent: CookieConsent) => {
    writeCookieChoice(storage, { ...consent, synced: false });
    closeCookieBanner();
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4"
    >
      <div className="mx-auto max-h-[70dvh] max-w-3xl overflow-y-auto rounded-3xl border border-line bg-white p-5 shadow-2xl shadow-ink/20 sm:p-6">
        <h2 id="cookie-banner-title" className="font-serif text-xl font-semibold text-ink">
          Cookies on Storytable
        </h2>
        <p className="mt-2 text-sm text-muted">
          We use the cookies Storytable needs to work. With your permission we would also use
          statistics and marketing cookies; both stay off until you choose. Read the{' '}
          <Link href="/cookies" className="text-brand-700 underline underline-offset-2">
            Cookie Policy
          </Link>
          .
        </p>
        <div className="mt-4">
          <CookieSwitches value={draft} onChange={setDraft} />
        </div>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => choose(NO_OPTIONAL_COOKIES)}>
            Reject all
          </Button>
          <Button variant="secondary" onClick={() => choose(draft)}>
            Save choices
          </Button>
          <Button onClick={() => choose(ALL_COOKIES)}>Accept all</Button>
        </div>
      </div>
    </section>
  );
}
