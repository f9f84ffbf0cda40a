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
import { CookieBannerFrame, POLICY_LINK_CLASS } from './cookie-banner-frame.tsx';
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
    <CookieBannerFrame
      policyLink={
        <Link href="/cookies" className={POLICY_LINK_CLASS}>
          Cookie Policy
        </Link>
      }
      actions={
        <>
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
        </>
      }
    >
      <div id={panelId} hidden={!settings} className="mt-4 border-t border-line pt-4">
        <CookieSwitches value={draft} onChange={setDraft} />
        <div className="mt-4 flex justify-end">
          <Button size="sm" onClick={() => choose(draft)}>
            Save choices
          </Button>
        </div>
      </div>
    </CookieBannerFrame>
  );
}
