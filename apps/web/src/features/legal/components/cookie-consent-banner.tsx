import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { storage } from '@/lib/storage.ts';
import { useCookieChoiceSync } from '../hooks/use-cookie-choice-sync.ts';
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
 * The first-visit cookie bar: one line and Reject all / Settings / Accept all, so it covers a
 * strip of a phone's screen, not the page (decision 050). Statistics and marketing are off until
 * chosen; Settings opens the two switches and 'Save choices'. The choice is kept in this browser
 * and in the signed-in account, whose saved choice applies on a new device. It sits below
 * dialogs and never blocks the page behind it.
 */
export function CookieConsentBanner() {
  useCookieChoiceSync();
  const { user } = useCurrentUser();
  const reopened = useCookieBannerReopened();
  const stored = useStoredCookieChoice();
  const open = useCookieBannerOpen();
  const [draft, setDraft] = useState<CookieConsent>(stored ?? NO_OPTIONAL_COOKIES);
  const [settings, setSettings] = useState(false);
  const panelId = useId();

  // reopened from the Cookie Policy: straight to the switches, showing the current choice
  useEffect(() => {
    if (!reopened) return;
    setDraft(readCookieChoice(storage) ?? NO_OPTIONAL_COOKIES);
    setSettings(true);
  }, [reopened]);

  // the account's choice is about to apply in this browser: nothing to ask
  const accountChose = !stored && !!user?.cookieConsent.savedAt;
  if (!open || (accountChose && !reopened)) return null;

  const choose = (consent: CookieConsent) => {
    writeCookieChoice(storage, { ...consent, synced: false });
    setSettings(false);
    closeCookieBanner();
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-30 p-2 sm:p-4 print:hidden"
    >
      <div className="mx-auto max-h-[70dvh] max-w-4xl overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl shadow-ink/15 sm:p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-5">
          <div className="min-w-0 flex-1 text-sm leading-snug">
            <h2 id="cookie-banner-title" className="inline font-semibold text-ink">
              Cookies on Storytable.
            </h2>{' '}
            <span className="text-muted">
              We use the ones the site needs; statistics and marketing cookies stay off unless you
              accept them.{' '}
              <Link href="/cookies" className="text-brand-700 underline underline-offset-2">
                Cookie Policy
              </Link>
            </span>
          </div>
          <div className="grid shrink-0 grid-cols-3 gap-2 md:flex">
            <Button variant="secondary" size="sm" onClick={() => choose(NO_OPTIONAL_COOKIES)}>
              Reject all
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={settings}
              aria-controls={panelId}
              onClick={() => setSettings((s) => !s)}
            >
              Settings
            </Button>
            <Button size="sm" onClick={() => choose(ALL_COOKIES)}>
              Accept all
            </Button>
          </div>
        </div>
        <div id={panelId} hidden={!settings} className="mt-4 border-t border-line pt-4">
          <CookieSwitches value={draft} onChange={setDraft} />
          <div className="mt-4 flex justify-end">
            <Button size="sm" onClick={() => choose(draft)}>
              Save choices
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
