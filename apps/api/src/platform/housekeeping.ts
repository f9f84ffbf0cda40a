import type { Db } from '../db/client.ts';
import { redactExpiredSecrets } from './email/mailer.ts';
import { deleteExpiredCounters } from './rate-limit/rate-limit-repository.ts';
import { deleteExpiredSessions } from './sessions/session-repository.ts';

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
