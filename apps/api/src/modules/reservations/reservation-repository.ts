import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { attendedSeat, noShowSeat } from '../../db/attended.ts';
import type { DbOrTx } from '../../db/client.ts';
import { compiledSelect } from '../../db/compiled-query.ts';
import {
  type EventRow,
  events,
  type NewReservationRow,
  type ReservationRow,
  reservations,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { hostColumns, refundOwedIfPaid } from '../events/index.ts';

/** A reservation with its dinner (and host) and the guest's own review, as lists answer it. */
const withEvent = (now?: Date) => ({
  reservation: reservations,
  event: events,
  host: hostColumns,
  reviewRating: reviews.rating,
  reviewText: reviews.review,
  reviewDate: reviews.createdAt,
  noShow: noShowSeat(now).mapWith(Boolean),
});

function selectWithEvent(db: DbOrTx, now?: Date) {
  return db
    .select(withEvent(now))
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(users, eq(users.id, events.hostId))
    .leftJoin(
      reviews,
      and(eq(reviews.eventId, reservations.eventId), eq(reviews.userId, reservations.userId)),
    );
}

export type ReservationWithEvent = Awaited<ReturnType<typeof selectWithEvent>>[number];

/** The guest's confirmed reservations (all of them with `all`), soonest dinner first. */
export function findUserReservations(
  db: DbOrTx,
  userId: number,
  { all, now }: { all: boolean; now?: Date },
): Promise<ReservationWithEvent[]> {
  return selectWithEvent(db, now)
    .where(
      all
        ? eq(reservations.userId, userId)
        : and(eq(reservations.userId, userId), eq(reservations.status, true)),
    )
    .orderBy(asc(events.dateTime), asc(reservations.id));
}

/** Seats at dinners that have ended whose guest came (decision 065), most recent dinner first. */
export function findAttendedReservations(
  db: DbOrTx,
  userId: number,
): Promise<ReservationWithEvent[]> {
  return selectWithEvent(db)
    .where(and(eq(reservations.userId, userId), attendedSeat()))
    .orderBy(desc(events.dateTime), desc(reservations.id));
}

export async function findReservationWithEvent(
  db: DbOrTx,
  id: number,
): Promise<ReservationWithEvent | null> {
  const [row] = await selectWithEvent(db).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

export async function findReservationById(db: DbOrTx, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

export async function findByPaymentIntent(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.paymentIntentId, paymentIntentId))
    .limit(1);
  return row ?? null;
}

export async function findEventRow(db: DbOrTx, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

const nextReservationId = sql<number>`nextval(pg_get_serial_sequence('reservations', 'id'))`;

/** The dinner and its host, and an id for the reservation about to be made (a prepared read). */
const readWithNextId = compiledSelect('reservation_event_read', (db) =>
  db
    .select({ event: events, host: hostColumns, reservationId: nextReservationId.mapWith(Number) })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, sql.placeholder('eventId'))),
);

/**
 * What a reservation is made from: the dinner with its host (not locked: `reserveSeat` checks it
 * again under its lock) and the id the reservation will have. Null: no such dinner.
 */
export async function readForReservation(db: DbOrTx, eventId: number) {
  const [row] = await readWithNextId(db, { eventId });
  return row ?? null;
}

/** Inserts unless a unique index refuses it (same payment, or an active one for this guest). */
export async function insertReservation(
  db: DbOrTx,
  values: NewReservationRow,
): Promise<ReservationRow | null> {
  const [row] = await db.insert(reservations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The guest cancels: null when it was not theirs or not active any more. */
export async function markCancelledByGuest(
  tx: DbOrTx,
  id: number,
  userId: number,
  { refund = true }: { refund?: boolean } = {},
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set({
      status: false,
      cancelledAt: sql`now()`,
      cancelReason: 'guest',
      refundStatus: refund ? refundOwedIfPaid : null,
    })
    .where(
      and(eq(reservations.id, id), eq(reservations.userId, userId), eq(reservations.status, true)),
    )
    .returning();
  return row ?? null;
}

/** Claims sending the confirmation email unless one went out after `since`. */
export async function claimConfirmation(db: DbOrTx, id: number, since: Date): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(reservations.id, id),
        or(
          sql`${reservations.confirmationSentAt} IS NULL`,
          lt(reservations.confirmationSentAt, since),
        ),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
}

export async function findGuest(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the guest holds a confirmed (not cancelled) seat at the dinner. */
export async function hasActiveReservation(
  db: DbOrTx,
  userId: number,
  eventId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.eventId, eventId),
        eq(reservations.status, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
