import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login attempts. Every attempt counts; a successful one is given back (per IP) or clears the
 * account's counter, so in effect these are failed attempts per window.
 */
export const LOGIN_LIMITS = {
  /** Per account (or per typed name when no account matches): slows password guessing. */
  perUsername: { name: 'login:user', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Per client IP: slows one client trying many accounts. */
  perIp: { name: 'login:ip', max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/** Reset emails per address: beyond this the request still answers neutrally but sends nothing. */
export const RESET_EMAIL_LIMIT = {
  name: 'reset:email',
  max: 3,
  windowMs: FIFTEEN_MINUTES,
} as const satisfies RateLimitRule;
