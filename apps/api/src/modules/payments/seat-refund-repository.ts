import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  reservations,
  type SeatCancellationRow,
  seatCancellations,
} from '../../db/schema/index.ts';

type SeatRefundStatus = Exclude<NonNullable<SeatCancellationRow['refundStatus']>, 'required'>;

/** A cancelled companion's seat with the payment it is refunded from (null: none). */
export async function findSeatRefundState(db: DbOrTx, reservationId: number, position: number) {
  const [row] = await db
    .select({
      reservationId: seatCancellations.reservationId,
      position: seatCancellations.position,
      refundAmount: seatCancellations.refundAmount,
      refundStatus: seatCancellations.refundStatus,
      paymentIntentId: reservations.paymentIntentId,
    })
    .from(seatCancellations)
    .innerJoin(reservations, eq(reservations.id, seatCancellations.reservationId))
    .where(
      and(
        eq(seatCancellations.reservationId, reservationId),
        eq(seatCancellations.position, position),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records the provider's partial refund, once: only a refund still owed is updated. */
export async function recordSeatRefund(
  db: DbOrTx,
  key: { reservationId: number; position: number },
  refund: { id: string | null; status: SeatRefundStatus },
): Promise<void> {
  await db
    .update(seatCancellations)
    .set({ refundId: refund.id, refundStatus: refund.status, refundedAt: sql`now()` })
    .where(
      and(
        eq(seatCancellations.reservationId, key.reservationId),
        eq(seatCancellations.position, key.position),
        eq(seatCancellations.refundStatus, 'required'),
      ),
    );
}

/** Companions' refunds owed since before `cancelledBefore`, oldest first (the sweeper's). */
export function findOwedSeatRefunds(db: DbOrTx, cancelledBefore: Date, limit: number) {
  return db
    .select({
      reservationId: seatCancellations.reservationId,
      position: seatCancellations.position,
    })
    .from(seatCancellations)
    .where(
      and(
        eq(seatCancellations.refundStatus, 'required'),
        lt(seatCancellations.cancelledAt, cancelledBefore),
      ),
    )
    .orderBy(asc(seatCancellations.cancelledAt))
    .limit(limit);
}
