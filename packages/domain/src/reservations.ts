import { z } from 'zod';
import { answerSchema, dietarySchema } from './booking-questions.ts';
import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';
import { eventSchema } from './events.ts';
import {
  type CancellationTerms,
  cancellationTerms,
  type RefundPolicy,
  refundPolicyLine,
} from './refund-policy.ts';
import { reviewReplySchema } from './review-reply.ts';
import { bodyId, boundedText, cacheBusterSchema, INT32_MAX } from './text.ts';

/**
 * The contract of the reservations, payment-intent and reviews endpoints (spec sections 3, 4, 5,
 * 7, 8). Money is integer cents.
 */

export const RESERVATION_MESSAGES = {
  CREATED: 'Your reservation has been confirmed!',
  SOLD_OUT: 'Sorry, this event is sold out.',
  ALREADY_RESERVED: 'You already have a reservation for this event.',
  OWN_EVENT: 'You cannot reserve a spot at your own event.',
  EVENT_PAST: 'This event has already taken place.',
  PAYMENT_REQUIRED: 'This event requires payment. Please complete the payment first.',
  PAYMENT_NOT_COMPLETED: 'The payment has not been completed.',
  PAYMENT_MISMATCH: 'This payment does not match this reservation.',
  PAYMENT_ALREADY_USED: 'This payment has already been used for a reservation.',
  NOT_FOUND: 'Reservation not found',
  ALREADY_CANCELLED: 'This reservation has already been cancelled.',
  CANCELLED_REFUNDED: 'Your reservation has been cancelled and your payment will be refunded.',
  CANCELLED: 'Your reservation has been cancelled.',
  /** A paid seat cancelled where the dinner's refund policy gives nothing back (decision 057). */
  CANCELLED_NOT_REFUNDED:
    'Your reservation has been cancelled. Under this dinner’s refund policy, no refund is due.',
  CONFIRMATION_SENT: 'Confirmation email sent',
  INVALID_AMOUNT: 'Invalid payment amount',
  /** Appended to the refusal when a payment that can no longer buy a seat was refunded. */
  PAYMENT_REFUNDED: 'Your payment has been refunded.',
  PAYMENT_WILL_BE_REFUNDED: 'Your payment will be refunded.',
  FREE_EVENT: 'This event is free: no payment is needed.',
  PAY_FOR_YOURSELF: 'You can only pay for your own reservation.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address to reserve seats.',
  ADMIN_CANNOT_RESERVE: 'Admin accounts cannot reserve or pay for seats.',
  /** The dinner was edited while the reservation was being made, again and again. */
  EVENT_CHANGED: 'This dinner was just updated. Please try again.',
  /** Said before booking a seat inside the cancellation window, and in its confirmation. */
  NOT_CANCELLABLE: `This dinner starts in less than ${CANCELLATION_CUTOFF_HOURS} hours: a seat booked now cannot be cancelled.`,
  /** The confirmation email of a seat that may still be cancelled. */
  CANCEL_FROM_PROFILE: `You can cancel from your profile up to ${CANCELLATION_CUTOFF_HOURS} hours before the dinner starts.`,
} as const;

export const REVIEW_MAX = 2000;
export const REVIEW_MESSAGES = {
  NOT_ATTENDED: 'You can only review events you have attended.',
  NOT_ENDED: 'You can review this event once it has taken place.',
  ALREADY_REVIEWED: 'You have already reviewed this event.',
  HOST_CANNOT_REVIEW: 'Hosts cannot review their own events.',
  RATING_RANGE: 'Rating must be between 1 and 5',
  TOO_LONG: 'Review must not exceed 2000 characters',
  CREATED: 'Thank you for your review!',
} as const;

/** How long a dinner lasts: the calendar entry's length, and when it counts as attended. */
export const EVENT_DURATION_HOURS = 2;

export function eventEndsAt(dateTime: string | Date): Date {
  return new Date(new Date(dateTime).getTime() + EVENT_DURATION_HOURS * 3_600_000);
}

/** A dinner has ended (and may be reviewed) two hours after it starts. */
export function hasEventEnded(dateTime: string | Date, now: Date = new Date()): boolean {
  return eventEndsAt(dateTime).getTime() <= now.getTime();
}

/** Spec section 5, with the hours left filled in. */
export function cancellationTooLateMessage(hoursLeft: number): string {
  return `Reservations cannot be cancelled less than ${CANCELLATION_CUTOFF_HOURS} hours before event start time. Your event starts in ${Math.max(0, Math.floor(hoursLeft))} hours.`;
}

/** Hours from `now` until the event starts (may be negative). */
export function hoursUntil(dateTime: string | Date, now: Date = new Date()): number {
  return (new Date(dateTime).getTime() - now.getTime()) / 3_600_000;
}

/** The dinner fields the refund rule reads (an event row or the API's event). */
export interface PolicyEvent {
  dateTime: string | Date;
  price: number;
  refundPolicy: RefundPolicy;
  materialChangeAt?: string | Date | null;
}

/** The rule (`cancellationTerms`) asked for a guest's own seat booked at `bookedAt`. */
export function guestCancellationTerms(
  event: PolicyEvent,
  bookedAt: string | Date | null,
  now: Date = new Date(),
): CancellationTerms {
  return cancellationTerms({
    policy: event.refundPolicy,
    startsAt: event.dateTime,
    by: 'guest',
    bookedAt,
    materialChangeAt: event.materialChangeAt ?? null,
    now,
  });
}

/**
 * The cancellation terms of a seat booked `now` (before booking and in the dialogs): the dinner's
 * refund policy (a free dinner's says only the cutoff), or, inside the window, that the seat
 * cannot be cancelled.
 */
export function bookingTerms(
  event: PolicyEvent,
  now: Date = new Date(),
): { cancellable: boolean; text: string } {
  const cancellable = guestCancellationTerms(event, now, now).allowed;
  if (!cancellable) return { cancellable, text: RESERVATION_MESSAGES.NOT_CANCELLABLE };
  return { cancellable, text: refundPolicyLine(event.refundPolicy, event.price) };
}

// ---------------------------------------------------------------- reservations

/**
 * Where the refund of a cancelled paid reservation stands: `required` is owed and not yet
 * accepted by the provider (it is retried); the others are the provider's refund status.
 */
export const refundStatusSchema = z.enum([
  'required',
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);

export const reservationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  /** true means confirmed */
  status: z.boolean(),
  paymentIntentId: z.string().nullable(),
  amountPaid: z.number().int(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundStatus: refundStatusSchema.nullable(),
  event: eventSchema,
  /** the guest's own review of this event, when written */
  reviewDate: z.string().nullable(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  /** The dinner is over and this seat did not count as attended (decision 065). */
  noShow: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * `{eventId}` books as the spec says; `dietary` and `answer` are the booker's seat's answers
 * (decision 060). A paid booking's answers ride on its payment intent; these are a fallback.
 */
export const createReservationSchema = z.object({
  eventId: bodyId('Invalid event id'),
  paymentIntentId: boundedText(255).trim().min(1).optional(),
  dietary: dietarySchema.optional(),
  answer: answerSchema.optional(),
});
export type CreateReservationInput = z.infer<typeof createReservationSchema>;

export const createReservationResponseSchema = z.object({
  message: z.string(),
  reservation: reservationSchema,
  eventId: z.number().int(),
});

/**
 * GET /api/reservations: the signed-in user's confirmed reservations, soonest dinner first;
 * `all=true` adds the cancelled ones (newest cancellation history included). `t` busts caches.
 */
export const reservationsQuerySchema = z.object({
  t: cacheBusterSchema,
  all: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true' || v === '1'),
});

export const reservationListSchema = z.array(reservationSchema);

export const cancelReservationResponseSchema = z.object({
  message: z.string(),
  refundProcessed: z.boolean(),
});
export type CancelReservationResponse = z.infer<typeof cancelReservationResponseSchema>;

// ---------------------------------------------------------------- payment intents

/** `amount` is the total in cents the client shows; the server recomputes it and refuses a mismatch. */
export const createPaymentIntentSchema = z.object({
  eventId: bodyId('Invalid event id'),
  amount: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  userId: bodyId('Invalid user id').optional(),
  /** The booking's answers, kept on the payment until it makes the reservation (decision 060). */
  dietary: dietarySchema.optional(),
  answer: answerSchema.optional(),
});

export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  price: z.number().int(),
  fee: z.number().int(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

// ---------------------------------------------------------------- reviews

export const reviewSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  reviewDate: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), profileImage: z.string().nullable() }),
  /** The dinner's host's public answer (decision 062). */
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const createReviewSchema = z.object({
  rating: z.coerce
    .number(REVIEW_MESSAGES.RATING_RANGE)
    .int(REVIEW_MESSAGES.RATING_RANGE)
    .min(1, REVIEW_MESSAGES.RATING_RANGE)
    .max(5, REVIEW_MESSAGES.RATING_RANGE),
  review: boundedText(4000, REVIEW_MESSAGES.TOO_LONG)
    .trim()
    .max(REVIEW_MAX, REVIEW_MESSAGES.TOO_LONG)
    .default(''),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

export const reviewListSchema = z.array(reviewSchema);

/** POST /api/events/:id/review and POST /api/reviews/:id/reply: what was said, and the review. */
export const reviewResponseSchema = z.object({
  message: z.string(),
  review: reviewSchema,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
