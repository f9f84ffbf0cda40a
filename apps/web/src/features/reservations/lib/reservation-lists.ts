import {
  cancellationTooLateMessage,
  type Event,
  formatDollars,
  guestCancellationTerms,
  hoursUntil,
  type Reservation,
} from '@storytable/domain';

const startOf = (r: { event: Pick<Event, 'dateTime'> }) => new Date(r.event.dateTime).getTime();

/**
 * Upcoming reservations (spec section 4, Badges): future-dated, confirmed, on an active event,
 * soonest first.
 */
export function upcomingReservations(
  list: readonly Reservation[],
  now = Date.now(),
): Reservation[] {
  return list
    .filter((r) => r.status && r.event.status && startOf(r) > now)
    .sort((a, b) => startOf(a) - startOf(b));
}

/** Cancelled reservations, most recently cancelled first. */
export function cancelledReservations(list: readonly Reservation[]): Reservation[] {
  const at = (r: Reservation) => new Date(r.cancelledAt ?? r.createdAt).getTime();
  return list.filter((r) => !r.status).sort((a, b) => at(b) - at(a));
}

/** What became of a cancelled seat's payment, in words. */
export function refundText(r: Pick<Reservation, 'amountPaid' | 'refundStatus'>): string {
  if (r.amountPaid === 0) return 'Free seat';
  const amount = formatDollars(r.amountPaid);
  switch (r.refundStatus) {
    case 'succeeded':
      return `${amount} refunded`;
    case 'failed':
    case 'canceled':
      return `Refund of ${amount} failed: contact us`;
    case null:
      return `${amount} paid, not refunded`;
    default:
      return `Refund of ${amount} in progress`;
  }
}

/** Why cancelling is refused (spec section 5), or null when the refund rule still allows it. */
export function cancellationBlockedReason(
  r: Pick<Reservation, 'event' | 'createdAt'>,
  now: Date = new Date(),
): string | null {
  if (guestCancellationTerms(r.event, r.createdAt, now).allowed) return null;
  return cancellationTooLateMessage(hoursUntil(r.event.dateTime, now));
}
