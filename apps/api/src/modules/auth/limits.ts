import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login attempts (OWASP: limit by account and client together). Every attempt counts; a
 * successful one clears its account-and-client counter and is given back elsewhere, so in effect
 * these count failures per window.
 */
export const LOGIN_LIMITS = {
  /**
   * Per account and client address: slows one client guessing one password, and a stranger's
   * failures lock only the stranger out, never the owner on another client.
   */
  perAccountClient: { name: 'login:user-ip', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Per account across all clients: still slows a guess spread over many addresses. */
  perAccount: { name: 'login:user', max: 50, windowMs: FIFTEEN_MINUTES },
  /** Per client IP: slows one client trying many accounts. */
  perIp: { name: 'login:ip', max: 30, windowMs: FIFTEEN_MINUTES },
  /**
   * Per known device (a valid device cookie for the account named): the only counter such a
   * login meets, so failures of others never refuse it (decision 041).
   */
  perDevice: { name: 'login:device', max: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

const HOUR = 60 * 60 * 1000;

/** Sign-ups per client address (audit finding 9); `max` comes from SIGNUPS_PER_HOUR. */
export const signupLimit = (max: number): RateLimitRule => ({
  name: 'signup:ip',
  max,
  windowMs: HOUR,
});
/** Reset requests per client address; per address the answer stays neutral (below). */
export const RESET_REQUEST_LIMIT = {
  name: 'reset:ip',
  max: 10,
  windowMs: FIFTEEN_MINUTES,
} as const;
/** Verification resends per client address, on top of the 5-minute cooldown per account. */
export const RESEND_LIMIT = { name: 'resend:ip', max: 10, windowMs: HOUR } as const;

/** Reset emails per address: beyond this the request still answers neutrally but sends nothing. */
export const RESET_EMAIL_LIMIT = {
  name: 'reset:email',
  max: 3,
  windowMs: FIFTEEN_MINUTES,
} as const satisfies RateLimitRule;
