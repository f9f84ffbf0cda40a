import { cancellationTerms } from '@storytable/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations } from '../../db/schema/index.ts';
import { cancelDinnerAndSeats, lockEvent } from '../events/index.ts';
import { type Log, settleEventCancellation, settleRefund } from '../payments/index.ts';
import { markCancelledByGuest } from '../reservations/index.ts';
import { leaveEveryWaitlist, releaseSeat, type SeatReleaseDeps } from '../waitlist/index.ts';

/** A guest's confirmed seats at dinners that have not started, soonest first. */
function findUpcomingSeats(tx: DbOrTx, userId: number) {
  return tx
    .select({
      id: reservations.id,
      eventId: reservations.eventId,
      seats: reservations.seats,
      bookedAt: reservations.createdAt,
      dateTime: events.dateTime,
      refundPolicy: events.refundPolicy,
      materialChangeAt: events.materialChangeAt,
    })
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

export interface ClosedBookings {
  /** The user's dinners cancelled (their guests' refunds and emails are owed). */
  cancelledEvents: number[];
  /** The user's own seats whose refund is owed. */
  refunds: number[];
}

/**
 * Inside the account-removal transaction: every upcoming dinner the user hosts is cancelled as
 * a host cancellation is (seats back, guests owed refunds and emails), and every upcoming seat
 * of theirs is cancelled with its seat back, refunded as the dinner's refund policy would refund
 * the guest cancelling by hand; the user leaves every waitlist, a seat
 * they were offered passing on. Settle the result after the commit.
 */
export async function closeBookings(
  deps: SeatReleaseDeps,
  tx: DbOrTx,
  userId: number,
): Promise<ClosedBookings> {
  const hosted = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.hostId, userId), eq(events.status, true), gt(events.dateTime, sql`now()`)),
    );
  for (const { id } of hosted) {
    const event = await lockEvent(tx, id);
    if (event) await cancelDinnerAndSeats(tx, event);
  }
  const refunds: number[] = [];
  for (const seat of await findUpcomingSeats(tx, userId)) {
    for (let i = 0; i < seat.seats; i++) await releaseSeat(deps, tx, seat.eventId);
    // refunded as the guest's own cancellation now would be (decision 057)
    const { refundFraction } = cancellationTerms({
      policy: seat.refundPolicy,
      startsAt: seat.dateTime,
      by: 'account_closure',
      bookedAt: seat.bookedAt,
      materialChangeAt: seat.materialChangeAt,
    });
    const refund = refundFraction > 0;
    const row = await markCancelledByGuest(tx, seat.id, userId, { refund });
    if (row?.refundStatus === 'required') refunds.push(row.id);
  }
  await leaveEveryWaitlist(deps, tx, userId);
  return { cancelledEvents: hosted.map((e) => e.id), refunds };
}

/** After the commit: the refunds and guest emails owed, each at most once. */
export async function settleClosedBookings(
  deps: Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'config' | 'eventsCache' | 'metrics'>,
  closed: ClosedBookings,
  log: Log,
) {
  deps.eventsCache.invalidate();
  for (const id of closed.cancelledEvents) await settleEventCancellation(deps, id, log);
  for (const id of closed.refunds) await settleRefund(deps, id, log);
}
