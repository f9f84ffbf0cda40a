import { COOKIE_CONSENT_KEY } from '@storytable/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { type KeyValueStorage, storage } from '@/lib/storage.ts';
import { useIsClient } from '@/lib/use-is-client.ts';

export interface CookieConsent {
  statistics: boolean;
  marketing: boolean;
}

/** A choice made in this browser; `synced` is false until the account has it too. */
export interface StoredCookieChoice extends CookieConsent {
  synced: boolean;
}

export const NO_OPTIONAL_COOKIES: CookieConsent = { statistics: false, marketing: false };
export const ALL_COOKIES: CookieConsent = { statistics: true, marketing: true };

/** The stored choice, or null when none was made (or what is stored is not one). */
export function readCookieChoice(storage: KeyValueStorage): StoredCookieChoice | null {
  const raw = storage.getItem(COOKIE_CONSENT_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredCookieChoice> | null;
    if (typeof v?.statistics !== 'boolean' || typeof v.marketing !== 'boolean') return null;
    return { statistics: v.statistics, marketing: v.marketing, synced: v.synced === true };
  } catch {
    return null;
  }
}

export function writeCookieChoice(storage: KeyValueStorage, choice: StoredCookieChoice): void {
  storage.setItem(
    COOKIE_CONSENT_KEY,
    JSON.stringify({
      statistics: choice.statistics,
      marketing: choice.marketing,
      synced: choice.synced,
    }),
  );
  for (const l of choiceListeners) l();
}

const choiceListeners = new Set<() => void>();

/** This browser's stored choice, read again whenever one is written (null: none made). */
export function useStoredCookieChoice(): StoredCookieChoice | null {
  // the raw text is the snapshot (strings compare by value); parsed once per change
  const raw = useSyncExternalStore(
    (cb) => {
      choiceListeners.add(cb);
      return () => choiceListeners.delete(cb);
    },
    () => storage.getItem(COOKIE_CONSENT_KEY),
    () => null,
  );
  return useMemo(() => (raw === null ? null : readCookieChoice(storage)), [raw]);
}

/**
 * Whether the banner is on screen: no choice stored yet, or reopened from the Cookie Policy.
 * Never on a prerendered page (the choice is in this browser). Other overlays (the welcome
 * modal) wait while it is.
 */
export function useCookieBannerOpen(): boolean {
  const stored = useStoredCookieChoice();
  const reopened = useCookieBannerReopened();
  const isClient = useIsClient();
  return isClient && (!stored || reopened);
}

// Whether the banner was opened again from the Cookie Policy page (it shows by itself only
// until a choice is stored).
let reopened = false;
const listeners = new Set<() => void>();
function setReopened(next: boolean) {
  reopened = next;
  for (const l of listeners) l();
}

export function reopenCookieBanner() {
  setReopened(true);
}
export function closeCookieBanner() {
  setReopened(false);
}

export function useCookieBannerReopened(): boolean {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => reopened,
    () => reopened,
  );
}
