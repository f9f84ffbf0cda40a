import { ErrorCode } from './errors.ts';
import { availableSpotsOf } from './event-rules.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { RESERVATION_MESSAGES } from './reservations.ts';

/**
 * Why a user may not reserve seats at a dinner, in the order they are told (decision 046). The
 * dinner's own reasons carry the names the database's `reserve_seat` answers and stores as a
 * refused payment's `cancel_reason`: `event_unavailable` (cancelled), `event_past` (started),
 * `sold_out`, `duplicate` (already holds a seat there).
 */
export const RESERVE_REFUSALS = [
  'admin',
  'email_not_verified',
  'own_event',
  'event_unavailable',
  'event_past',
  'not_on_sale',
  'sold_out',
  'duplicate',
] as const;
export type ReserveRefusal = (typeof RESERVE_REFUSALS)[number];

/** The reasons about who asks, not the dinner: a server tells them from its first read. */
export const ASKER_REFUSALS = ['admin', 'email_not_verified', 'own_event'] as const;

/** The reasons `reserve_seat` decides again under the dinner's lock, the final word on a seat. */
export const SEAT_REFUSALS = ['event_unavailable', 'event_past', 'sold_out', 'duplicate'] as const;
export type SeatRefusal = (typeof SEAT_REFUSALS)[number];

/** What the API answers for each reason (the reserve route's wording; spec sections 4 and 7). */
export const RESERVE_REFUSAL_ANSWERS: Record<
  ReserveRefusal,
  { status: 403 | 409; code: ErrorCode; message: string }
> = {
  admin: {
    status: 403,
    code: ErrorCode.FORBIDDEN,
    message: RESERVATION_MESSAGES.ADMIN_CANNOT_RESERVE,
  },
  email_not_verified: {
    status: 403,
    code: ErrorCode.EMAIL_NOT_VERIFIED,
    message: RESERVATION_MESSAGES.EMAIL_NOT_VERIFIED,
  },
  own_event: { status: 403, code: ErrorCode.OWN_EVENT, message: RESERVATION_MESSAGES.OWN_EVENT },
  event_unavailable: {
    status: 409,
    code: ErrorCode.EVENT_UNAVAILABLE,
    message: PAYMENT_MESSAGES.EVENT_UNAVAILABLE,
  },
  event_past: { status: 409, code: ErrorCode.EVENT_PAST, message: RESERVATION_MESSAGES.EVENT_PAST },
  not_on_sale: {
    status: 409,
    code: ErrorCode.HOST_PAYMENT_NOT_READY,
    message: PAYMENT_MESSAGES.HOST_NOT_SET_UP,
  },
  sold_out: { status: 409, code: ErrorCode.SOLD_OUT, message: RESERVATION_MESSAGES.SOLD_OUT },
  duplicate: {
    status: 409,
    code: ErrorCode.ALREADY_RESERVED,
    message: RESERVATION_MESSAGES.ALREADY_RESERVED,
  },
};

/** Who asks: null for a visitor (only the dinner's own reasons apply); a flag left out is not asked. */
export interface Reserver {
  id: number;
  isAdmin?: boolean;
  emailVerified?: boolean;
}

/** The dinner as the asker sees it; `onSale` is free or its host can take payment. */
export interface ReservableDinner {
  hostId: number;
  status: boolean;
  dateTime: string | Date;
  availableSpots?: number | null;
  capacity: number;
  onSale: boolean;
}

export interface ReserveQuestion {
  user: Reserver | null;
  /** Absent: only the user's own reasons are asked (before the dinner is read). */
  event?: ReservableDinner;
  /** Seats asked for (1 until parties of several seats). */
  seats?: number;
  /** Seats the waitlist holds for this user at this dinner. */
  heldSeats?: number;
  /** The user already holds an active reservation here. */
  reserved?: boolean;
  now?: Date;
}

/**
 * Every reason that holds, in `RESERVE_REFUSALS` order; empty when the user may reserve. A caller
 * that tells one reason takes the first, or its own precedence among these where its wording
 * groups them (the payment intent says 'unavailable' for a cancelled, started or full dinner).
 */
export function reserveRefusals({
  user,
  event,
  seats = 1,
  heldSeats = 0,
  reserved = false,
  now = new Date(),
}: ReserveQuestion): ReserveRefusal[] {
  const found: ReserveRefusal[] = [];
  if (user?.isAdmin) found.push('admin');
  if (user?.emailVerified === false) found.push('email_not_verified');
  if (!event) return found;
  if (user && user.id === event.hostId) found.push('own_event');
  if (!event.status) found.push('event_unavailable');
  if (new Date(event.dateTime).getTime() <= now.getTime()) found.push('event_past');
  if (!event.onSale) found.push('not_on_sale');
  if (availableSpotsOf(event) + heldSeats < seats) found.push('sold_out');
  if (reserved) found.push('duplicate');
  return found;
}

/** The first reason a user may not reserve, or null when they may. */
export function whyNotReserve(question: ReserveQuestion): ReserveRefusal | null {
  return reserveRefusals(question)[0] ?? null;
}

export function isAskerRefusal(reason: ReserveRefusal): boolean {
  return (ASKER_REFUSALS as readonly string[]).includes(reason);
}

export function isSeatRefusal(reason: string | null): reason is SeatRefusal {
  return reason !== null && (SEAT_REFUSALS as readonly string[]).includes(reason);
}
