import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/** Waits before the 2nd, 3rd, ... try; after the last one the email is marked failed. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** Tries before an email is given up on: the first, then one after each wait. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** What an outbox row's body becomes once its secret link has been sent or has expired. */
export const REDACTED_BODY = '[redacted: this email held a one-time link]';

/** How long a worker may hold a claimed email before another instance may try it. */
const CLAIM_MS = 2 * 60_000;

/** The rows in one statement (a dinner's reminders are hundreds); their ids, in order. */
export async function insertOutboxRows(db: DbOrTx, rows: NewOutboxRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
  return inserted.map((r) => r.id);
}

/**
 * Claims up to `limit` due emails for this worker (`FOR UPDATE SKIP LOCKED`: two instances never
 * claim the same row) and counts the try.
 */
export async function claimDueEmails(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.failedAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
    })
    .where(sql`${emailOutbox.id} in (${due})`)
    .returning();
}

/** When the next unclaimed email is due (null when none waits): a pass's next look. */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${emailOutbox.nextAttemptAt})`.mapWith(emailOutbox.nextAttemptAt),
    })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.failedAt),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    );
  return row?.at ?? null;
}

/**
 * Sent, a delivery pass's emails in one statement: stamped, released, and the body redacted
 * where it held a one-time link.
 */
export async function markSent(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  const redacted = isNotNull(emailOutbox.redactAfter);
  await db
    .update(emailOutbox)
    .set({
      sentAt: new Date(),
      lockedUntil: null,
      error: null,
      text: sql`case when ${redacted} then ${REDACTED_BODY} else ${emailOutbox.text} end`,
      html: sql`case when ${redacted} then null else ${emailOutbox.html} end`,
    })
    .where(inArray(emailOutbox.id, ids));
}

/** A failed try: tried again at `retryAt`, or given up on (`failedAt`) when there is none. */
export async function markTryFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null) {
  await db
    .update(emailOutbox)
    .set({
      error: error.slice(0, 1000),
      lockedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: new Date() }),
    })
    .where(eq(emailOutbox.id, id));
}

/** Redacts the bodies whose secret link has expired (sent ones were redacted on sending). */
export async function redactExpiredSecrets(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ text: REDACTED_BODY, html: null })
    .where(
      and(
        isNotNull(emailOutbox.redactAfter),
        or(lte(emailOutbox.redactAfter, sql`now()`), isNotNull(emailOutbox.sentAt)),
        sql`${emailOutbox.text} <> ${REDACTED_BODY}`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * The outbox's depth, the oldest due email's wait and the failed count, in one statement over the
 * two partial indexes (never a scan of every email ever sent): what /metrics and the operator's
 * view show.
 */
export async function outboxFigures(db: DbOrTx) {
  const unsent = and(isNull(emailOutbox.sentAt), isNull(emailOutbox.failedAt));
  const [row] = await db
    .select({
      waiting: sql<number>`(select count(*) from ${emailOutbox} where ${unsent})`.mapWith(Number),
      oldestDueSeconds: sql<
        number | null
      >`(select floor(extract(epoch from now() - min(${emailOutbox.nextAttemptAt}))) from ${emailOutbox} where ${unsent} and ${emailOutbox.nextAttemptAt} <= now())`,
      failed:
        sql<number>`(select count(*) from ${emailOutbox} where ${isNotNull(emailOutbox.failedAt)})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return {
    waiting: row?.waiting ?? 0,
    oldestDueSeconds: row?.oldestDueSeconds == null ? null : Number(row.oldestDueSeconds),
    failed: row?.failed ?? 0,
  };
}

/** The emails given up on, newest first. */
export function failedEmails(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.failedAt))
    .orderBy(desc(emailOutbox.failedAt), desc(emailOutbox.id))
    .limit(limit);
}

/**
 * Puts a failed email back in the queue for one more try (its attempts set to the last one, so
 * a new failure gives it up again). Only a failed email whose body was not redacted; null
 * otherwise, and for a second call racing this one.
 */
export async function requeueFailedEmail(db: DbOrTx, id: number): Promise<OutboxRow | null> {
  const [row] = await db
    .update(emailOutbox)
    .set({
      failedAt: null,
      lockedUntil: null,
      nextAttemptAt: sql`now()`,
      attempts: MAX_ATTEMPTS - 1,
    })
    .where(
      and(
        eq(emailOutbox.id, id),
        isNotNull(emailOutbox.failedAt),
        sql`${emailOutbox.text} <> ${REDACTED_BODY}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function findOutboxRow(db: DbOrTx, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
