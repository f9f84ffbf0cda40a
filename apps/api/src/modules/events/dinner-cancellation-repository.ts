import { cancellationTerms } from '@storytable/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type EventRow, events, reservations } from '../../db/schema/index.ts';
import { markEventCancelled } from './event-repository.ts';

/** A cancelled seat owes its refund when it was paid for. */
export const refundOwedIfPaid = sql`CASE WHEN ${reservations.amountPaid} > 0 AND ${reservations.paymentIntentId} IS NOT NULL THEN 'required' END`;

/**
 * The host cancelled the dinner: every confirmed reservation is cancelled, paid ones owe a refund,
 * every guest is owed an email, and the seats return (the event row is locked by the caller).
 */
async function cancelAllForEvent(
  tx: DbOrTx,
  eventId: number,
  refund: boolean,
): Promise<CancelledSeats> {
  const rows = await tx
    .update(reservations)
    .set({
      status: false,
      cancelledAt: sql`now()`,
      cancelReason: 'event_cancelled',
      refundStatus: refund ? refundOwedIfPaid : null,
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

/**
 * The dinner cancelled with every seat at it (the caller holds the event row's lock); what the
 * guests get back is the refund rule's answer for a host's cancellation (decision 057).
 */
export async function cancelDinnerAndSeats(tx: DbOrTx, event: EventRow): Promise<CancelledSeats> {
  const terms = cancellationTerms({
    policy: event.refundPolicy,
    startsAt: event.dateTime,
    by: 'host',
    materialChangeAt: event.materialChangeAt,
  });
  await markEventCancelled(tx, event.id);
  return cancelAllForEvent(tx, event.id, terms.refundFraction > 0);
}
