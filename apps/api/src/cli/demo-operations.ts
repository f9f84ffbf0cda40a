import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailOutbox, events, reservations, users, workerRuns } from '../db/schema/index.ts';
import { JOB_SCHEDULES } from '../lifecycle.ts';
import { confirmationFor } from '../modules/reservations/index.ts';
import { outboxRow } from '../platform/email/mailer.ts';

/** The instance the demo's earlier runs were on: it stopped, as one does when a deploy replaces it. */
export const DEMO_EARLIER_INSTANCE = 'demo-earlier:1';
const HOUR_MS = 3_600_000;
/** It ran for a working day and stopped this long before the seed. */
const RAN_FOR_MS = 8 * HOUR_MS;
const STOPPED_AGO_MS = 20 * 60_000;
/** Its SMTP server refused connections for its last three email passes. */
const SMTP_DOWN = 'connect ECONNREFUSED 127.0.0.1:1025';
const SMTP_DOWN_RUNS = 3;

/**
 * Each background job's last run on an earlier instance, as the operator's view keeps them: the
 * counts are what its schedule gives over the hours it ran, the email worker's last passes
 * failed (its SMTP server was away), and the rows age into 'Late' as a stopped instance's do.
 */
async function seedEarlierWorkerRuns(tx: DbOrTx, now: number) {
  const stoppedAt = now - STOPPED_AGO_MS;
  const rows = Object.values(JOB_SCHEDULES).map((job) => {
    const runs = Math.floor(RAN_FOR_MS / job.everyMs);
    const lastStartedAt = new Date(stoppedAt - (stoppedAt % job.everyMs));
    const lastFinishedAt = new Date(lastStartedAt.getTime() + 40 + (runs % 7) * 15);
    const failing = job.name === JOB_SCHEDULES.emailDelivery.name;
    return {
      instance: DEMO_EARLIER_INSTANCE,
      worker: job.name,
      everySeconds: job.everyMs / 1000,
      lastStartedAt,
      lastFinishedAt,
      ok: !failing,
      error: failing ? SMTP_DOWN : null,
      lastOkAt: failing
        ? new Date(lastFinishedAt.getTime() - SMTP_DOWN_RUNS * job.everyMs)
        : lastFinishedAt,
      runs,
      failures: failing ? SMTP_DOWN_RUNS : 0,
    };
  });
  await tx.insert(workerRuns).values(rows);
}

/**
 * One demo guest's confirmation for an upcoming dinner, refused by their mail server for good
 * (a 550 fails at once): the failed email the operator's view lists, ready to be sent again.
 * Its reservation is real and was confirmed when the row was written, as reserve_seat does.
 */
async function seedRefusedConfirmation(deps: Pick<AppDeps, 'config'>, tx: DbOrTx) {
  const [seat] = await tx
    .select({ reservation: reservations, event: events, guest: users })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        eq(reservations.status, true),
        gt(events.dateTime, sql`now()`),
        like(users.email, '%@demo.storytable.test'),
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(1);
  if (!seat) return;
  const writtenAt = seat.reservation.confirmationSentAt ?? seat.reservation.createdAt;
  const email = confirmationFor(deps, { ...seat, dietary: null });
  await tx.insert(emailOutbox).values({
    ...outboxRow(email),
    createdAt: writtenAt,
    nextAttemptAt: writtenAt,
    attempts: 1,
    failedAt: new Date(writtenAt.getTime() + 2_000),
    error: `550 5.1.1 <${seat.guest.email}>: Recipient address rejected: User unknown in virtual mailbox table`,
    // written by the guest's reservation request
    requestId: randomUUID(),
  });
}

/** What the admin's Operations tab shows on a fresh demo, besides this instance's own runs. */
export async function seedDemoOperations(deps: Pick<AppDeps, 'config'>, tx: DbOrTx) {
  await seedEarlierWorkerRuns(tx, Date.now());
  await seedRefusedConfirmation(deps, tx);
}
