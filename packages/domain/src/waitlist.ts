import { z } from 'zod';
import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';
import { boundedText } from './text.ts';

/** Rules of the waitlist (docs/decisions/030-waitlist.md). */
const HOUR_MS = 3_600_000;
/** An offer stands this long at most. */
export const WAITLIST_OFFER_MAX_MS = 12 * HOUR_MS;
/** No offer is made when the dinner starts sooner than this: the seat returns to the public. */
export const WAITLIST_LAST_OFFER_BEFORE_MS = 2 * HOUR_MS;

/** Joining closes when the 48-hour cancellation window starts (no seat frees after that). */
export function canJoinWaitlist(dateTime: string | Date, now: Date = new Date()): boolean {
  return new Date(dateTime).getTime() - now.getTime() >= CANCELLATION_CUTOFF_HOURS * HOUR_MS;
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

export const waitlistStatusSchema = z.enum(['waiting', 'offered']);

/** The signed-in guest's place on one dinner's waitlist. */
export const waitlistEntrySchema = z.object({
  eventId: z.number().int(),
  status: waitlistStatusSchema,
  /** 1 for the first in line; null while holding an offer. */
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  /** When the held seat goes to the next guest (offers only). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/events/:id/waitlist: my entry, null when I am not on it. */
export const myWaitlistSchema = z.object({ entry: waitlistEntrySchema.nullable() });

export const waitlistResponseSchema = z.object({
  message: z.string(),
  entry: waitlistEntrySchema.nullable(),
});

/** GET /api/waitlists: my waitlists and open offers, with the dinner's title and date. */
export const myWaitlistItemSchema = waitlistEntrySchema.extend({
  eventTitle: z.string(),
  eventDateTime: z.string(),
  eventPrice: z.number().int(),
  eventTimeZone: z.string(),
});
export const myWaitlistsSchema = z.array(myWaitlistItemSchema);
export type MyWaitlistItem = z.infer<typeof myWaitlistItemSchema>;

/** GET /api/events/:id/waitlist/count (host or admin). */
export const waitlistCountSchema = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
});

/** POST /api/events/:id/waitlist/claim: paid dinners pass the succeeded payment intent. */
export const claimOfferSchema = z.object({
  paymentIntentId: boundedText(255).trim().min(1).optional(),
});
