import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  type ReservationRow,
  reservations,
  seatCancellations,
  users,
} from '../../db/schema/index.ts';

type RefundStatus = NonNullable<ReservationRow['refundStatus']>;

/** The shares of a reservation's payment its cancelled companions' seats took (decision 067). */
export const releasedShares = (reservationId: typeof reservations.id) =>
  sql<number>`(SELECT coalesce(sum(${seatCancellations.share}), 0) FROM ${seatCancellations} WHERE ${seatCancellations.reservationId} = ${reservationId})`.mapWith(
    Number,
  );

/**
 * Where a reservation's refund stands (null: no such reservation), with what is left of its
 * payment once its cancelled companions' shares are taken out.
 */
export async function findRefundState(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      paymentIntentId: reservations.paymentIntentId,
      refundStatus: reservations.refundStatus,
      amountPaid: reservations.amountPaid,
      released: releasedShares(reservations.id),
    })
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1);
  return row ?? null;
}

/** Who a cancelled reservation's notice goes to, and the dinner it tells of. */
export async function findNoticeParties(
  db: DbOrTx,
  row: Pick<ReservationRow, 'userId' | 'eventId'>,
) {
  const [found] = await db
    .select({ guest: { name: users.name, email: users.email }, event: events })
    .from(events)
    .innerJoin(users, eq(users.id, row.userId))
    .where(eq(events.id, row.eventId))
    .limit(1);
  return found ?? null;
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
