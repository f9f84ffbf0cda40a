import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Identity-verification sessions started per user a day: each real one can cost money at the
 * provider, and a person needs a few tries at most (issue 32, item 8).
 */
export const IDENTITY_SESSION_LIMIT = {
  name: 'identity:session',
  max: 5,
  windowMs: DAY,
} as const satisfies RateLimitRule;

/** Host applications (re-applications after a rejection included) per user a day: each one is an admin's review. */
export const HOST_APPLICATION_LIMIT = {
  name: 'host:application',
  max: 3,
  windowMs: DAY,
} as const satisfies RateLimitRule;
