import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { attendedSeat, seatCame } from '../../db/attended.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  hostNotes,
  noShows,
  remindersSent,
  reservations,
  tickets,
  users,
} from '../../db/schema/index.ts';

/** The dinner, as no-shows and notes need it. */
export async function findDinner(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      hostId: events.hostId,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      status: events.status,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** Whether the user came to this dinner: a confirmed seat that counts (the domain's rule). */
export async function findSeatAttendance(db: DbOrTx, userId: number, eventId: number) {
  const [row] = await db
    .select({ came: seatCame.mapWith(Boolean) })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.eventId, eventId),
        eq(reservations.status, true),
      ),
    )
    .limit(1);
  return { came: row?.came ?? false };
}

/** These reservations of the dinner, with their status and check-in, to check a marking. */
export function findSeats(db: DbOrTx, eventId: number, ids: number[]) {
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      checkedInAt: tickets.checkedInAt,
    })
    .from(reservations)
    .leftJoin(tickets, eq(tickets.reservationId, reservations.id))
    .where(and(eq(reservations.eventId, eventId), inArray(reservations.id, ids)));
}

export async function markNoShows(db: DbOrTx, eventId: number, ids: number[]) {
  await db
    .insert(noShows)
    .values(ids.map((reservationId) => ({ reservationId, eventId })))
    .onConflictDoNothing();
}

export async function unmarkNoShows(db: DbOrTx, eventId: number, ids: number[]) {
  await db
    .delete(noShows)
    .where(and(eq(noShows.eventId, eventId), inArray(noShows.reservationId, ids)));
}

/**
 * Guests who came to active dinners whose morning after (9 AM next day in the dinner's zone) is
 * in (`now` - `lateMs`, `now`], with no thank-you sent yet; a dinner's guests together.
 */
export function findThankYousDue(db: DbOrTx, now: Date, lateMs: number, eventId?: number) {
  const morning = sql`((date_trunc('day', ${events.dateTime} at time zone ${events.timeZone}) + interval '1 day 9 hours') at time zone ${events.timeZone})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      event: { id: events.id, title: events.title, hostId: events.hostId },
      host: {
        name: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${events.hostId})`,
      },
      guest: { id: users.id, name: users.name, email: users.email },
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        attendedSeat(now),
        eventId === undefined ? undefined : eq(events.id, eventId),
        isNull(users.deletedAt),
        sql`${morning} <= ${at}`,
        sql`${morning} > ${at} - make_interval(secs => ${lateMs / 1000})`,
        sql`not exists (select 1 from ${remindersSent} where ${remindersSent.kind} = 'thank-you' and ${remindersSent.eventId} = ${events.id} and ${remindersSent.userId} = ${users.id})`,
      ),
    )
    .orderBy(asc(events.dateTime), asc(events.id), asc(reservations.id));
}

/** Records thank-yous; those not recorded before (by any instance) are the ones to send. */
export function claimThankYous(db: DbOrTx, rows: { eventId: number; userId: number }[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(remindersSent)
    .values(rows.map((r) => ({ kind: 'thank-you' as const, ...r })))
    .onConflictDoNothing()
    .returning({ eventId: remindersSent.eventId, userId: remindersSent.userId });
}

/** Inserts the guest's note; null when they had written one. */
export async function insertHostNote(
  db: DbOrTx,
  row: { eventId: number; userId: number; note: string },
) {
  const [inserted] = await db.insert(hostNotes).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A dinner's notes from its guests, newest first. */
export function findHostNotes(db: DbOrTx, eventId: number) {
  return db
    .select({
      guest: { id: users.id, name: users.name },
      note: hostNotes.note,
      createdAt: hostNotes.createdAt,
    })
    .from(hostNotes)
    .innerJoin(users, eq(users.id, hostNotes.userId))
    .where(eq(hostNotes.eventId, eventId))
    .orderBy(desc(hostNotes.createdAt), desc(hostNotes.userId));
}
