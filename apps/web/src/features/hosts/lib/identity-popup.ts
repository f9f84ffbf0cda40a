import { IDENTITY_POPUP_SIZE } from '@storytable/domain';

const POPUP_NAME = 'storytable-identity-verification';

/** The window name the blocked-popup link opens too, so the page keeps its opener. */
export const IDENTITY_WINDOW_NAME = POPUP_NAME;

/**
 * Opens the 800 by 800 verification popup, centred on this window (spec section 4). Called in the
 * click itself, before the session exists, so the browser counts it as the user's action; null
 * when the browser blocked it.
 */
export function openIdentityPopup(url = 'about:blank'): Window | null {
  const size = IDENTITY_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size) / 2));
  return window.open(url, POPUP_NAME, `popup,width=${size},height=${size},left=${left},top=${top}`);
}
