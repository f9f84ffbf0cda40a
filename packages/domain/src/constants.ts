export const APP_NAME_DEFAULT = 'Storytable';
export const TAGLINE = 'Connect through conversation';
export const CSRF_TOKEN_TTL_MS = 1_800_000;
export const CSRF_REFRESH_MARGIN_MS = 60_000;
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** No keep-alive extends a session past this long after sign-in. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A cookie script may read, set and cleared with the HttpOnly session cookie: without it the web
 * knows there is no session and does not ask GET /api/user (whose 401 browsers log as an error).
 * It carries no secret; a marker that lies only costs that one 401.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
export const KEEP_ALIVE_INTERVAL_MS = 300_000;
export const VERIFICATION_RESEND_COOLDOWN_MS = 5 * 60 * 1000;
export const CANCELLATION_CUTOFF_HOURS = 48;
export const WELCOME_FLAG_KEY = 'hasSeenPrelaunchModal';
/** Local storage key of the cookie choice made in this browser (the consent banner). */
export const COOKIE_CONSENT_KEY = 'storytable.cookieConsent';
export const CONTACT_EMAIL = 'hello@storytable.app';
/** Spec section 9: the identity check's status poll, the reloads after it ends and its popup. */
export const IDENTITY_POLL_INTERVAL_MS = 5000;
export const IDENTITY_RELOAD_AFTER_MESSAGE_MS = 1000;
export const IDENTITY_RELOAD_AFTER_RESULT_MS = 3000;
export const IDENTITY_POPUP_SIZE = 800;
