import type { Reservation } from '@storytable/domain';
import { toEvent } from '../events/index.ts';
import type { ReservationWithEvent } from './reservation-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A seat just made has no `noShow`: its dinner is ahead. */
export function toReservation(
  row: Omit<ReservationWithEvent, 'noShow'> & { noShow?: boolean },
): Reservation {
  const r = row.reservation;
  return {
    id: r.id,
    eventId: r.eventId,
    userId: r.userId,
    status: r.status,
    paymentIntentId: r.paymentIntentId,
    amountPaid: r.amountPaid,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: iso(r.cancelledAt),
    refundedAt: iso(r.refundedAt),
    refundStatus: r.refundStatus,
    event: toEvent({ event: row.event, host: row.host }),
    reviewDate: iso(row.reviewDate),
    rating: row.reviewRating,
    review: row.reviewText,
    noShow: row.noShow ?? false,
  };
}
