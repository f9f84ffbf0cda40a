import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, openingRequests } from '../../db/schema/index.ts';

/** What 'Notify me' reads of a dinner. */
export async function findOpeningDinner(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      status: events.status,
      opensAt: events.opensAt,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** One row per dinner and user: asking again changes nothing. */
export async function insertAsk(db: DbOrTx, eventId: number, userId: number): Promise<void> {
  await db.insert(openingRequests).values({ eventId, userId }).onConflictDoNothing();
}

export async function deleteAsk(db: DbOrTx, eventId: number, userId: number): Promise<void> {
  await db
    .delete(openingRequests)
    .where(and(eq(openingRequests.eventId, eventId), eq(openingRequests.userId, userId)));
}

export async function hasAsked(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: openingRequests.userId })
    .from(openingRequests)
    .where(and(eq(openingRequests.eventId, eventId), eq(openingRequests.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Dinners whose opening has come and whose notices nobody has queued yet, oldest first. */
export async function findDueOpenings(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(isNotNull(events.opensAt), isNull(events.openingNotifiedAt), lte(events.opensAt, now)),
    )
    .orderBy(asc(events.opensAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims one dinner's opening notices: one conditional UPDATE, so of two instances exactly one
 * gets the row back. A cancelled or started dinner is claimed too, so it leaves the queue.
 */
export async function claimOpening(tx: DbOrTx, eventId: number, now: Date) {
  const [row] = await tx
    .update(events)
    .set({ openingNotifiedAt: now })
    .where(and(eq(events.id, eventId), isNull(events.openingNotifiedAt)))
    .returning({
      id: events.id,
      title: events.title,
      hostId: events.hostId,
      status: events.status,
      dateTime: events.dateTime,
    });
  return row ?? null;
}

/**
 * Queues one email to each follower of the host and each user who asked, in one statement (a
 * user who is both gets one). Returns how many were queued.
 */
export async function queueOpeningEmails(
  tx: DbOrTx,
  dinner: { id: number; hostId: number },
  email: { subject: string; text: string },
): Promise<number> {
  const result = (await tx.execute(sql`
    with recipients as (
      select follower_id as user_id from follows where host_id = ${dinner.hostId}
      union
      select user_id from opening_requests where event_id = ${dinner.id}
    ), queued as (
      insert into email_outbox ("to", subject, text)
      select u.email, ${email.subject}, ${email.text}
      from recipients r join users u on u.id = r.user_id
      where u.deleted_at is null and u.id <> ${dinner.hostId}
      returning 1
    )
    select count(*)::int as n from queued
  `)) as unknown as { rows: { n: number | string }[] }; // both drivers answer { rows }
  return Number(result.rows[0]?.n ?? 0);
}
