// An event's numbers and seat rules, without schemas: the listing needs them before any zod loads.

/** Events per page of GET /api/events (docs/decisions/004-event-page-size.md). */
export const EVENT_PAGE_SIZE = 12;
/** At most this many featured events come with the listing (4 carousel groups of 3). */
export const FEATURED_LIMIT = 12;
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 12;
export const PRICE_MAX_CENTS = 200_000;
export const PAID_PRICE_MIN_CENTS = 1_000;
export const DEFAULT_EVENT_DESCRIPTION = 'Join us for a delightful dining experience.';

/** Seats left, falling back to capacity when a record has none (spec section 3). */
export function availableSpotsOf(e: { availableSpots?: number | null; capacity: number }): number {
  return e.availableSpots ?? e.capacity;
}

/**
 * Seats the dinner's guests hold, confirmed or held for the waitlist: the lowest capacity an
 * edit may set (decision 059), on the edit screen and in PATCH /api/events/:id.
 */
export function seatsTaken(e: { availableSpots?: number | null; capacity: number }): number {
  return Math.max(0, e.capacity - availableSpotsOf(e));
}

/** What a full dinner says wherever its seats are shown: card, dialog and booking box. */
export const SOLD_OUT = 'Sold out';

/** A card's cue when seats run short: 'Sold out', '1 seat left', '3 seats left'; else null. */
export function seatCue(e: { availableSpots?: number | null; capacity: number }): string | null {
  const left = availableSpotsOf(e);
  if (left <= 0) return SOLD_OUT;
  if (left <= 3) return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
  return null;
}

/**
 * The badge of a dinner's own state in its host's lists and on its page: 'Active' while listed
 * (spec), 'Cancelled' once its host or an admin cancelled it, 'Inactive' for anything else
 * unlisted (decision 050).
 */
export function eventStatusLabel(e: {
  status: boolean;
  cancelledAt?: string | null;
}): 'Active' | 'Cancelled' | 'Inactive' {
  if (e.status) return 'Active';
  return e.cancelledAt ? 'Cancelled' : 'Inactive';
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What cancelling a dinner did, told to the host who cancelled it: no refund talk without one. */
export function eventCancelledText(
  title: string,
  done: { reservationsCancelled: number; refundsStarted: number },
): string {
  const gone = `${title} is cancelled and off the listings.`;
  const { reservationsCancelled: seats, refundsStarted: refunds } = done;
  if (seats === 0) return `${gone} No guest had reserved a seat, so nobody needed to be told.`;
  const cancelled = count(seats, 'reservation', 'reservations');
  if (refunds === 0) return `${gone} ${cancelled} cancelled; each guest is told by email.`;
  return `${gone} ${cancelled} cancelled and ${count(refunds, 'paid seat', 'paid seats')} refunded in full; each guest is told by email.`;
}

/** The seats of a dinner's details (spec section 2): '5 of 8 spots available', or 'Sold out'. */
export function spotsText(e: { availableSpots?: number | null; capacity: number }): string {
  const left = availableSpotsOf(e);
  return left <= 0 ? SOLD_OUT : `${left} of ${e.capacity} spots available`;
}
