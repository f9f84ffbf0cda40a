import { EARNINGS_MAX_DINNERS } from '@storytable/domain';
import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations, seatCancellations } from '../../db/schema/index.ts';
import { releasedShares } from '../payments/index.ts';

const given = sql.raw(`('required', 'pending', 'requires_action', 'succeeded')`);
/** Companions' partial refunds (decision 067) asked for or done. */
const seatsRefunded = sql`(SELECT coalesce(sum(${seatCancellations.refundAmount}), 0) FROM ${seatCancellations} WHERE ${seatCancellations.reservationId} = ${reservations.id} AND ${seatCancellations.refundStatus} IN ${given})`;
/**
 * A refund asked for or done gives the payment back (what is left of it once companions' seats
 * have gone, plus their own refunds); a failed or canceled one does not.
 */
const refunded = sql<number>`((CASE WHEN ${reservations.refundStatus} IN ${given} THEN ${reservations.amountPaid} - ${releasedShares(reservations.id)} ELSE 0 END) + ${seatsRefunded})`;

/**
 * The host's dinners that sold any seat, most recent first and bounded, with their payments
 * grouped by amount and refund in one aggregate query: a few rows per dinner, never one per guest.
 */
export function findEarningsRows(db: DbOrTx, hostId: number) {
  const recent = db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        exists(
          db.select({ one: sql`1` }).from(reservations).where(eq(reservations.eventId, events.id)),
        ),
      ),
    )
    .orderBy(desc(events.dateTime))
    .limit(EARNINGS_MAX_DINNERS);
  return db
    .select({
      eventId: events.id,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      amountPaid: reservations.amountPaid,
      refunded: refunded.mapWith(Number),
      count: count(),
      seats:
        sql<number>`coalesce(sum(${reservations.seats}) FILTER (WHERE ${reservations.status}), 0)`.mapWith(
          Number,
        ),
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .where(inArray(events.id, recent))
    .groupBy(events.id, reservations.amountPaid, refunded)
    .orderBy(desc(events.dateTime), events.id);
}
