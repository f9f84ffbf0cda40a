import { z } from 'zod';
import { answerSchema, DIETARY_NEEDS, dietarySchema } from './booking-questions.ts';
import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';
import { partySchema } from './parties.ts';

/**
 * Requests to join (issue 28 item 5, decision 068): on a dinner that `requiresApproval`, a guest
 * asks for seats; the host approves (the seats are taken and the card captured) or declines.
 */
export const REQUEST_TTL_HOURS = 72;
const HOUR_MS = 3_600_000;

/**
 * 'authorizing': a paid request whose card is not yet authorized (not shown to the host).
 * 'pending': waiting for the host. The rest are final.
 */
export const JOIN_REQUEST_STATUSES = [
  'authorizing',
  'pending',
  'approved',
  'declined',
  'expired',
  'withdrawn',
] as const;
export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

/** Statuses of a request still open: one per guest and dinner. */
export const OPEN_REQUEST_STATUSES = ['authorizing', 'pending'] as const;

/**
 * When an open request lapses: 72 hours after it was made, or when the 48-hour window before
 * the dinner opens, whichever comes first (a card authorization lasts seven days).
 */
export function requestExpiresAt(createdAt: Date, dinnerStart: Date): Date {
  const ttl = createdAt.getTime() + REQUEST_TTL_HOURS * HOUR_MS;
  const window = dinnerStart.getTime() - CANCELLATION_CUTOFF_HOURS * HOUR_MS;
  return new Date(Math.min(ttl, window));
}

/**
 * A dinner that approves its guests keeps no waitlist: an offer could only be booked past the
 * host. Its freed seats open to requests again; an offer made before the switch is honoured.
 */
export function keepsWaitlist(event: { requiresApproval: boolean }): boolean {
  return !event.requiresApproval;
}

/** Whether a request made now could still be answered before it lapses. */
export function mayRequestBy(now: Date, dinnerStart: Date): boolean {
  return requestExpiresAt(now, dinnerStart).getTime() > now.getTime();
}

export const JOIN_REQUEST_MESSAGES = {
  APPROVAL_REQUIRED: 'This dinner takes requests to join: send a request and the host decides.',
  NOT_REQUIRED: 'This dinner takes bookings directly: reserve a seat instead.',
  NO_WAITLIST:
    'This dinner’s host approves each guest, so it keeps no waitlist: seats that free up open to requests again.',
  ALREADY_REQUESTED: 'You already have a request for this dinner.',
  ALREADY_BOOKED: 'You already have a seat at this dinner.',
  TOO_LATE: 'Requests close when the 48-hour window before the dinner opens.',
  NOT_FOUND: 'Request not found',
  NOT_YOUR_EVENT: 'Only the host of this dinner or an admin can answer its requests.',
  NOT_PENDING: 'This request has already been answered, withdrawn or has expired.',
  NOT_AUTHORIZED: 'Your card has not been authorized for this request yet.',
  CAPTURE_FAILED:
    'The guest’s card could not be charged, so no seat was given. The request was closed.',
  SENT: 'Request sent. You are charged only if the host approves.',
  SENT_FREE: 'Request sent. The host will answer within 72 hours.',
  APPROVED: 'Request approved: the seats are theirs.',
  DECLINED: 'Request declined.',
  WITHDRAWN: 'Request withdrawn.',
} as const;

/** POST /api/events/{id}/requests: the same party and answers as a booking. */
export const createJoinRequestSchema = z.object({
  dietary: dietarySchema.optional(),
  answer: answerSchema.optional(),
  seats: partySchema.optional(),
});
export type CreateJoinRequestInput = z.infer<typeof createJoinRequestSchema>;

const seatSchema = z.object({
  name: z.string().nullable(),
  needs: z.array(z.enum(DIETARY_NEEDS)),
  note: z.string().nullable(),
});

/** A request as its guest sees it. */
export const joinRequestSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: joinRequestStatusSchema,
  seats: z.number().int(),
  amount: z.number().int(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  reservationId: z.number().int().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** POST /api/events/{id}/requests: the request; a paid one with the intent to authorize. */
export const createJoinRequestResponseSchema = z.object({
  message: z.string(),
  request: joinRequestSchema,
  /** Paid dinners: the manual-capture intent the browser confirms with the card. */
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
});
export type CreateJoinRequestResponse = z.infer<typeof createJoinRequestResponseSchema>;

/** A request as the host sees it: who, their party, answers and reviews. */
export const hostJoinRequestSchema = joinRequestSchema.extend({
  guest: z.object({
    id: z.number().int(),
    name: z.string(),
    profileImage: z.string().nullable(),
    reviewCount: z.number().int(),
    averageRating: z.number().nullable(),
  }),
  partySeats: z.array(seatSchema),
});
export type HostJoinRequest = z.infer<typeof hostJoinRequestSchema>;
export const hostJoinRequestListSchema = z.array(hostJoinRequestSchema);

export const joinRequestActionResponseSchema = z.object({
  message: z.string(),
  request: joinRequestSchema,
});

/** GET /api/requests: the signed-in guest's open requests with their dinners, soonest first. */
export const guestJoinRequestListSchema = z.array(
  joinRequestSchema.extend({
    event: z.object({
      id: z.number().int(),
      title: z.string(),
      dateTime: z.string(),
      timeZone: z.string(),
    }),
  }),
);
export type GuestJoinRequest = z.infer<typeof guestJoinRequestListSchema>[number];

/** GET /api/events/{id}/requests/mine: the signed-in guest's open request, or null. */
export const myJoinRequestResponseSchema = z.object({ request: joinRequestSchema.nullable() });
