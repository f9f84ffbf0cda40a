import {
  canCancelReservation,
  cancellationTooLateMessage,
  type Event,
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

/** Why cancelling is refused (spec section 5), or null when it is still allowed. */
export function cancellationBlockedReason(dateTime: string, now: Date = new Date()): string | null {
  if (canCancelReservation(dateTime, now)) return null;
  return cancellationTooLateMessage(hoursUntil(dateTime, now));
}
