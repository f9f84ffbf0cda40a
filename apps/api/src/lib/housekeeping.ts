import type { Db } from '../db/client.ts';
import { redactExpiredSecrets } from '../modules/email/mailer.ts';
import { deleteExpiredCounters } from '../modules/rate-limit/rate-limit-repository.ts';
import { deleteExpiredSessions } from '../modules/session/session-repository.ts';

export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * What expires and must not linger: sessions past their expiry, rate-limit windows that have
 * ended, and email bodies whose one-time link was sent or has expired (audit finding 8).
 */
export async function runHousekeeping(db: Db) {
  const [sessions, counters, redacted] = await Promise.all([
    deleteExpiredSessions(db),
    deleteExpiredCounters(db),
    redactExpiredSecrets(db),
  ]);
  return { sessions, counters, redacted };
}
