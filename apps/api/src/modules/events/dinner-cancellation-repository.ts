import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations } from '../../db/schema/index.ts';
import { markEventCancelled } from './event-repository.ts';

/** A cancelled seat owes its refund when it was paid for. */
export const refundOwedIfPaid = sql`CASE WHEN ${reservations.amountPaid} > 0 AND ${reservations.paymentIntentId} IS NOT NULL THEN 'required' END`;

/**
 * The host cancelled the dinner: every confirmed reservation is cancelled, paid ones owe a refund,
 * every guest is owed an email, and the seats return (the event row is locked by the caller).
 */
async function cancelAllForEvent(tx: DbOrTx, eventId: number): Promise<CancelledSeats> {
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
    .returning({ id: reservations.id, refundStatus: reservations.refundStatus });
  await tx
    .update(events)
    .set({ availableSpots: sql`${events.capacity}` })
    .where(eq(events.id, eventId));
  return {
    cancelled: rows.length,
    refunds: rows.filter((r) => r.refundStatus === 'required').length,
  };
}

/** Confirmed reservations a cancellation ended, and of those the paid ones owed a refund. */
export interface CancelledSeats {
  cancelled: number;
  refunds: number;
}

/** The dinner cancelled with every seat at it (the caller holds the event row's lock). */
export async function cancelDinnerAndSeats(tx: DbOrTx, eventId: number): Promise<CancelledSeats> {
  await markEventCancelled(tx, eventId);
  return cancelAllForEvent(tx, eventId);
}
