import type { Db } from '../db/client.ts';
import { redactExpiredSecrets } from './email/mailer.ts';
import { deleteExpiredCounters } from './rate-limit/rate-limit-repository.ts';
import { deleteExpiredSessions } from './sessions/session-repository.ts';
import { deleteGoneWorkerRuns } from './workers/worker-runs-repository.ts';

/** An instance that has run nothing for this long has stopped: its rows leave the operator's view. */
const GONE_INSTANCE_MS = 7 * 24 * 3_600_000;

/**
 * What expires and must not linger: sessions past their expiry, rate-limit windows that have
 * ended, email bodies whose one-time link was sent or has expired (audit finding 8), and the
 * worker runs of instances long gone.
 */
export async function runHousekeeping(db: Db) {
  const [sessions, counters, redacted, workerRuns] = await Promise.all([
    deleteExpiredSessions(db),
    deleteExpiredCounters(db),
    redactExpiredSecrets(db),
    deleteGoneWorkerRuns(db, new Date(Date.now() - GONE_INSTANCE_MS)),
  ]);
  return { sessions, counters, redacted, workerRuns };
}
