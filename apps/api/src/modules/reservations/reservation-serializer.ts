import type { Reservation } from '@storytable/domain';
import { toEvent } from '../events/index.ts';
import type { ReservationWithEvent } from './reservation-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReservation(row: ReservationWithEvent): Reservation {
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
    seats: r.seats,
    event: toEvent({ event: row.event, host: row.host }),
    reviewDate: iso(row.reviewDate),
    rating: row.reviewRating,
    review: row.reviewText,
  };
}
