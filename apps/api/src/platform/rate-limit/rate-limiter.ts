import type { DbOrTx } from '../../db/client.ts';
import {
  clearCounter,
  clearCountersStartingWith,
  hitCounter,
  releaseHit,
} from './rate-limit-repository.ts';

export interface RateLimitRule {
  /** Prefix of the counter key, e.g. 'login:ip'. */
  name: string;
  max: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Counts one attempt against `subject` and says whether it is within the rule. Counting first and
 * deciding on the returned count keeps concurrent attempts from slipping past the limit.
 */
export async function consume(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const { count, resetAt } = await hitCounter(db, keyOf(rule, subject), rule.windowMs);
  if (count <= rule.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** Gives back one counted attempt, e.g. an attempt that succeeded. */
export function refund(db: DbOrTx, rule: RateLimitRule, subject: string) {
  return releaseHit(db, keyOf(rule, subject));
}

/** Forgets every attempt of `subject`, e.g. after a successful login. */
export function reset(db: DbOrTx, rule: RateLimitRule, subject: string) {
  return clearCounter(db, keyOf(rule, subject));
}

/** Forgets every attempt of every subject that starts with `subjectPrefix`. */
export function resetAllStartingWith(db: DbOrTx, rule: RateLimitRule, subjectPrefix: string) {
  return clearCountersStartingWith(db, keyOf(rule, subjectPrefix));
}
