import { EVENT_DURATION_HOURS } from '@storytable/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
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
  waitlistEntries,
} from '../../db/schema/index.ts';
import { hostColumns } from '../events/event-repository.ts';
import { unexpiredOffer } from '../waitlist/waitlist-repository.ts';

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

/** The dinner and its host, its row locked for the rest of the transaction. */
const lockWithHost = compiledSelect('reservation_lock_event', (db) =>
  db
    .select({ event: events, host: hostColumns })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, sql.placeholder('eventId')))
    .for('update', { of: events }),
);

/**
 * Locks the event row for the rest of the transaction (it orders a reservation with seat
 * releases and cancellations) and reads it with its host in the same statement.
 */
export async function lockEventWithHost(tx: DbOrTx, eventId: number) {
  const [row] = await lockWithHost(tx, { eventId });
  return row ?? null;
}

const takeSeat = compiledSelect('reservation_take_seat', (tx) => {
  const eventId = sql.placeholder('eventId');
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  const offer = tx.$with('offer').as(
    tx
      .update(waitlistEntries)
      .set({ status: 'claimed', endedAt: sql`now()` })
      .where(
        and(
          unexpiredOffer(eventId, userId, now),
          sql`exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.status} and ${events.dateTime} > ${now})`,
        ),
      )
      .returning({ id: waitlistEntries.id }),
  );
  const held = sql`exists (select 1 from ${offer})`;
  const seat = tx.$with('seat').as(
    tx
      .update(events)
      .set({
        availableSpots: sql`${events.availableSpots} - (case when ${held} then 0 else 1 end)`,
      })
      .where(
        and(
          eq(events.id, eventId),
          eq(events.status, true),
          sql`${events.dateTime} > now()`,
          sql`(${held} or ${events.availableSpots} > 0)`,
        ),
      )
      .returning({ id: events.id, availableSpots: events.availableSpots }),
  );
  // an insert from a select names every column, in the table's order
  const given: Record<string, SQL> = {
    id: sql`nextval(pg_get_serial_sequence('reservations', 'id'))`,
    eventId: sql`${seat.id}`,
    userId: sql`${userId}::integer`,
    status: sql`true`,
    paymentIntentId: sql`${sql.placeholder('paymentIntentId')}::text`,
    amountPaid: sql`${sql.placeholder('amountPaid')}::integer`,
    createdAt: sql`now()`,
    notifyPending: sql`false`,
    confirmationSentAt: sql`${sql.placeholder('confirmationSentAt')}::timestamptz`,
  };
  const row = Object.fromEntries(
    Object.entries(getTableColumns(reservations)).map(([key, column]) => [
      key,
      (given[key] ?? sql`null`).as(column.name),
    ]),
  );
  const made = tx.$with('made').as(
    tx
      .insert(reservations)
      .select(tx.select(row).from(seat) as never)
      .onConflictDoNothing()
      .returning(),
  );
  return tx
    .with(offer, seat, made)
    .select({ availableSpots: seat.availableSpots, reservation: made._.selectedFields })
    .from(seat)
    .leftJoin(made, sql`true`);
});

/**
 * The seat and the reservation in one statement, built once (the caller holds the event row
 * lock, so the statement's snapshot is current): the guest's unexpired waitlist offer for this
 * active, upcoming dinner is claimed and its held seat is theirs, or else one public seat is
 * taken if the dinner is active, upcoming and not full; then the reservation is inserted unless
 * a unique index refuses it. `availableSpots` null: no seat. `reservation` null with seats:
 * refused by the index, and the caller must roll back (the seat or the offer was taken in this
 * statement).
 */
export async function reserveSeat(
  tx: DbOrTx,
  values: Pick<
    NewReservationRow,
    'eventId' | 'userId' | 'paymentIntentId' | 'amountPaid' | 'confirmationSentAt'
  >,
  now: Date,
): Promise<{ availableSpots: number | null; reservation: ReservationRow | null }> {
  const [found] = await takeSeat(tx, {
    eventId: values.eventId,
    userId: values.userId,
    now: now.toISOString(),
    paymentIntentId: values.paymentIntentId ?? null,
    amountPaid: values.amountPaid ?? 0,
    confirmationSentAt: values.confirmationSentAt?.toISOString() ?? null,
  });
  return { availableSpots: found?.availableSpots ?? null, reservation: found?.reservation ?? null };
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
