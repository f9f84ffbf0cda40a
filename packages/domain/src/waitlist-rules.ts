import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';

// Without schemas: a page that only asks whether a guest may join loads no zod (decision 047).
/** Rules of the waitlist (docs/decisions/030-waitlist.md). */
const HOUR_MS = 3_600_000;
/** An offer stands this long at most. */
export const WAITLIST_OFFER_MAX_MS = 12 * HOUR_MS;
/** No offer is made when the dinner starts sooner than this: the seat returns to the public. */
export const WAITLIST_LAST_OFFER_BEFORE_MS = 2 * HOUR_MS;

/** Whether the 48-hour cancellation window has not opened yet. */
export function beforeCancellationWindow(dateTime: string | Date, now: Date = new Date()): boolean {
  return new Date(dateTime).getTime() - now.getTime() >= CANCELLATION_CUTOFF_HOURS * HOUR_MS;
}

/** Joining closes when the 48-hour cancellation window starts (no seat frees after that). */
export function canJoinWaitlist(dateTime: string | Date, now: Date = new Date()): boolean {
  return beforeCancellationWindow(dateTime, now);
}

/**
 * When an offer made at `now` expires: 12 hours, or half the time left before the dinner when
 * that is shorter; null when the dinner starts within 2 hours (nobody could plan to come).
 */
export function offerExpiresAt(dateTime: string | Date, now: Date = new Date()): Date | null {
  const left = new Date(dateTime).getTime() - now.getTime();
  if (left < WAITLIST_LAST_OFFER_BEFORE_MS) return null;
  return new Date(now.getTime() + Math.min(WAITLIST_OFFER_MAX_MS, Math.floor(left / 2)));
}

export const WAITLIST_MESSAGES = {
  JOINED: "You're on the waitlist. We'll email you if a seat frees up.",
  LEFT: 'You have left the waitlist.',
  DECLINED: 'You have declined the seat. It goes to the next guest.',
  NOT_FULL: 'This dinner still has seats: reserve one instead.',
  CLOSED: `The waitlist closes ${CANCELLATION_CUTOFF_HOURS} hours before the dinner starts.`,
  ALREADY_WAITING: 'You are already on the waitlist for this dinner.',
  ALREADY_RESERVED: 'You already have a reservation for this dinner.',
  HOST_CANNOT_JOIN: 'Hosts cannot join a waitlist.',
  ADMIN_CANNOT_JOIN: 'Admins cannot join a waitlist.',
  NOT_WAITING: 'You are not on the waitlist for this dinner.',
  NO_OFFER: 'You have no open seat offer for this dinner.',
  NOT_YOUR_EVENT: 'Only the host of this event or an admin can see its waitlist.',
} as const;
