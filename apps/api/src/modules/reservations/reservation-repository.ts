import { EVENT_DURATION_HOURS } from '@storytable/domain';
import { and, asc, count, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
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
import type { NewOutboxRow } from '../../platform/email/outbox-repository.ts';
import { hostColumns } from '../events/event-repository.ts';

export type CancelReason = NonNullable<ReservationRow['cancelReason']>;
export type RefundStatus = NonNullable<ReservationRow['refundStatus']>;

/** A reservation with its dinner (and host) and the guest's own review, as lists answer it. */
const withEvent = {
  reservation: reservations,
  event: events,
  host: hostColumns,
  reviewRating: reviews.rating,
  reviewText: reviews.review,
  reviewDate: reviews.createdAt,
};

function selectWithEvent(db: DbOrTx) {
  return db
    .select(withEvent)
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(users, eq(users.id, events.hostId))
    .leftJoin(
      reviews,
      and(eq(reviews.eventId, reservations.eventId), eq(reviews.userId, reservations.userId)),
    );
}

export type ReservationWithEvent = Awaited<ReturnType<typeof selectWithEvent>>[number];

const ended = sql`${events.dateTime} + make_interval(hours => ${EVENT_DURATION_HOURS}) <= now()`;

/** The guest's confirmed reservations (all of them with `all`), soonest dinner first. */
export function findUserReservations(
  db: DbOrTx,
  userId: number,
  { all }: { all: boolean },
): Promise<ReservationWithEvent[]> {
  return selectWithEvent(db)
    .where(
      all
        ? eq(reservations.userId, userId)
        : and(eq(reservations.userId, userId), eq(reservations.status, true)),
    )
    .orderBy(asc(events.dateTime), asc(reservations.id));
}

/** Confirmed reservations of dinners that have ended, most recent dinner first. */
export function findAttendedReservations(
  db: DbOrTx,
  userId: number,
): Promise<ReservationWithEvent[]> {
  return selectWithEvent(db)
    .where(and(eq(reservations.userId, userId), eq(reservations.status, true), ended))
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

/** How many reservations (any status) the guest has had for the dinner: a payment attempt number. */
export async function countReservationsOf(
  db: DbOrTx,
  userId: number,
  eventId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.eventId, eventId)));
  return row?.n ?? 0;
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

/** `reserve_seat`'s answer: 'changed' means the dinner changed since it was read. */
export type SeatOutcome = 'reserved' | 'changed' | 'event_unavailable' | 'event_past' | 'sold_out';

/** `reserve_seat`'s parameters, in the function's order. */
const RESERVE_SEAT_ARGS = [
  'eventId',
  'userId',
  'reservationId',
  'paymentIntentId',
  'amountPaid',
  'title',
  'dateTime',
  'timeZone',
  'restaurantName',
  'location',
  'price',
  'to',
  'subject',
  'text',
  'html',
  'attachments',
] as const;

const callReserveSeat = compiledSelect('reservation_take_seat', (db) => {
  const args = sql.join(
    RESERVE_SEAT_ARGS.map((name) => sql.placeholder(name)),
    sql`, `,
  );
  return db
    .select({
      outcome: sql<SeatOutcome>`outcome`,
      spots: sql<number | null>`spots`,
      madeAt: sql<Date | null>`made_at`.mapWith(reservations.createdAt),
      outboxId: sql<number | null>`outbox_id`,
    })
    .from(sql`reserve_seat(${args})`);
});

/**
 * The seat, the reservation and its confirmation in one call of the database's `reserve_seat`
 * (migration 0016): it locks the dinner, and does nothing unless the dinner still says what the
 * confirmation was made from and is active and upcoming; then the guest's unexpired waitlist offer
 * is claimed and its held seat is theirs, or else one public seat is taken if any is left; then
 * the reservation and the confirmation's outbox row are inserted. A unique index refusing the
 * reservation (a second active one, a payment used) throws 23505, and nothing is kept.
 */
export async function reserveSeat(
  db: DbOrTx,
  seat: {
    reservationId: number;
    eventId: number;
    userId: number;
    paymentIntentId: string | null;
    amountPaid: number;
  },
  madeFrom: EventRow,
  confirmation: NewOutboxRow,
): Promise<{
  outcome: SeatOutcome;
  spots: number | null;
  madeAt: Date | null;
  outboxId: number | null;
}> {
  const values: Record<(typeof RESERVE_SEAT_ARGS)[number], unknown> = {
    ...seat,
    title: madeFrom.title,
    dateTime: madeFrom.dateTime.toISOString(),
    timeZone: madeFrom.timeZone,
    restaurantName: madeFrom.restaurantName,
    location: madeFrom.location,
    price: madeFrom.price,
    to: confirmation.to,
    subject: confirmation.subject,
    text: confirmation.text,
    html: confirmation.html ?? null,
    attachments: confirmation.attachments ? JSON.stringify(confirmation.attachments) : null,
  };
  const [row] = await callReserveSeat(db, values);
  if (!row) throw new Error('reserve_seat returned no row');
  return row;
}

/** Inserts unless a unique index refuses it (same payment, or an active one for this guest). */
export async function insertReservation(
  db: DbOrTx,
  values: NewReservationRow,
): Promise<ReservationRow | null> {
  const [row] = await db.insert(reservations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const refundOwedIfPaid = sql`CASE WHEN ${reservations.amountPaid} > 0 AND ${reservations.paymentIntentId} IS NOT NULL THEN 'required' END`;

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

/**
 * The host cancelled the dinner: every confirmed reservation is cancelled, paid ones owe a refund,
 * every guest is owed an email, and the seats return (the event row is locked by the caller).
 */
export async function cancelAllForEvent(tx: DbOrTx, eventId: number): Promise<number> {
  const rows = await tx
    .update(reservations)
    .set({
      status: false,
      cancelledAt: sql`now()`,
      cancelReason: 'event_cancelled',
      refundStatus: refundOwedIfPaid,
      notifyPending: true,
    })
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)))
    .returning({ id: reservations.id });
  await tx
    .update(events)
    .set({ availableSpots: sql`${events.capacity}` })
    .where(eq(events.id, eventId));
  return rows.length;
}

const owesSomething = or(
  eq(reservations.refundStatus, 'required'),
  eq(reservations.notifyPending, true),
);

/** Cancelled reservations of a dinner whose refund or email is still owed. */
export function findOwedForEvent(db: DbOrTx, eventId: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), owesSomething))
    .orderBy(asc(reservations.id));
}

/** Everything owed since before `cancelledBefore` (the sweeper leaves fresh ones to their request). */
export function findOwed(
  db: DbOrTx,
  cancelledBefore: Date,
  limit: number,
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        owesSomething,
        isNotNull(reservations.cancelledAt),
        lt(reservations.cancelledAt, cancelledBefore),
      ),
    )
    .orderBy(asc(reservations.cancelledAt))
    .limit(limit);
}

/** Records the provider's refund, once: only a refund still owed is updated. */
export async function recordRefund(
  db: DbOrTx,
  id: number,
  refund: { id: string | null; status: Exclude<RefundStatus, 'required'> },
): Promise<void> {
  await db
    .update(reservations)
    .set({ refundId: refund.id, refundStatus: refund.status, refundedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.refundStatus, 'required')));
}

/** Claims the owed email: true for exactly one caller. */
export async function claimNotice(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({ notifyPending: false })
    .where(and(eq(reservations.id, id), eq(reservations.notifyPending, true)))
    .returning({ id: reservations.id });
  return rows.length > 0;
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

/** A guest's confirmed seats at dinners that have not started, soonest first. */
export function findUpcomingSeats(tx: DbOrTx, userId: number) {
  return tx
    .select({ id: reservations.id, eventId: reservations.eventId, dateTime: events.dateTime })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.status, true),
        sql`${events.dateTime} > now()`,
      ),
    )
    .orderBy(asc(events.dateTime));
}
