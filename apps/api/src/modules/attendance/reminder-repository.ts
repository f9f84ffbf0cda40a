import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, remindersSent, reservations, users } from '../../db/schema/index.ts';

type Kind = (typeof remindersSent.$inferInsert)['kind'];

const notSent = (kind: Kind, userId: typeof users.id | typeof reservations.userId) =>
  sql`not exists (select 1 from ${remindersSent} where ${remindersSent.kind} = ${kind} and ${remindersSent.eventId} = ${events.id} and ${remindersSent.userId} = ${userId})`;

/** Active dinners starting in (now, horizon]. */
const startingWithin = (now: Date, horizon: Date) =>
  and(eq(events.status, true), gt(events.dateTime, now), lte(events.dateTime, horizon));

/**
 * Confirmed seats at dinners starting within the lead time whose guest has had no reminder, and
 * that were booked before the lead time began (a seat taken later was just confirmed by email).
 */
export function findGuestRemindersDue(db: DbOrTx, now: Date, horizon: Date, leadMs: number) {
  return db
    .select({
      reservationId: reservations.id,
      amountPaid: reservations.amountPaid,
      event: events,
      guest: { id: users.id, name: users.name, email: users.email },
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        eq(reservations.status, true),
        isNull(users.deletedAt),
        startingWithin(now, horizon),
        lte(
          reservations.createdAt,
          sql`${events.dateTime} - make_interval(secs => ${leadMs / 1000})`,
        ),
        notSent('guest', users.id),
      ),
    )
    .orderBy(asc(events.dateTime), asc(events.id), asc(reservations.id));
}

/** Dinners starting within the lead time whose host has had no reminder. */
export function findHostRemindersDue(db: DbOrTx, now: Date, horizon: Date) {
  return db
    .select({ event: events, host: { id: users.id, name: users.name, email: users.email } })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(isNull(users.deletedAt), startingWithin(now, horizon), notSent('host', users.id)))
    .orderBy(asc(events.dateTime), asc(events.id));
}

/** The names of these dinners' confirmed guests and their parties' seats, in booking order. */
export function findConfirmedGuestNames(db: DbOrTx, eventIds: number[]) {
  return db
    .select({ eventId: reservations.eventId, name: users.name, seats: reservations.seats })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(inArray(reservations.eventId, eventIds), eq(reservations.status, true)))
    .orderBy(asc(reservations.id));
}

interface Reminder {
  eventId: number;
  userId: number;
}

/**
 * Records reminders, several dinners' in one statement; those not recorded before (by this or
 * another instance), which are the only ones to go out. Callers pass them in the due queries'
 * order, so two instances claiming the same rows take their locks in the same order.
 */
export async function claimReminders(
  db: DbOrTx,
  kind: Kind,
  reminders: Reminder[],
): Promise<Reminder[]> {
  if (reminders.length === 0) return [];
  return db
    .insert(remindersSent)
    .values(reminders.map((r) => ({ kind, ...r })))
    .onConflictDoNothing()
    .returning({ eventId: remindersSent.eventId, userId: remindersSent.userId });
}
