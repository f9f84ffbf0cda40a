import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import { storage } from '@/lib/storage.ts';
import { useSaveCookieConsent } from '../api/save-cookie-consent.ts';
import { useStoredCookieChoice, writeCookieChoice } from '../lib/cookie-consent.ts';

/**
 * Keeps this browser's cookie choice and the signed-in account's in step (decisions 020, 050):
 * a choice made here, before or after signing in, is saved to the account; a choice the account
 * has saved (on another device) applies here when this browser has none of its own, or only an
 * older one the account already had.
 */
export function useCookieChoiceSync(): void {
  const { user } = useCurrentUser();
  const stored = useStoredCookieChoice();
  const { mutate: saveToAccount } = useSaveCookieConsent();
  const userId = user?.id;
  const account = user?.cookieConsent;
  const savedAt = account?.savedAt ?? null;
  const statistics = account?.statistics ?? false;
  const marketing = account?.marketing ?? false;

  useEffect(() => {
    if (userId === undefined || !stored || stored.synced) return;
    const consent = { statistics: stored.statistics, marketing: stored.marketing };
    saveToAccount(consent, {
      onSuccess: () => writeCookieChoice(storage, { ...consent, synced: true }),
    });
  }, [userId, stored, saveToAccount]);

  useEffect(() => {
    if (!savedAt || (stored && !stored.synced)) return;
    if (stored?.statistics === statistics && stored.marketing === marketing) return;
    writeCookieChoice(storage, { statistics, marketing, synced: true });
  }, [savedAt, statistics, marketing, stored]);
}
