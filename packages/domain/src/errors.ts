import { VERIFICATION_RESEND_COOLDOWN_MS } from './constants.ts';

/** Every machine-readable error code the API answers with, in `{ message, error, code }`. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF_MISSING: 'CSRF_MISSING',
  CSRF_INVALID: 'CSRF_INVALID',
  RATE_LIMITED: 'RATE_LIMITED',
  USERNAME_EXISTS: 'USERNAME_EXISTS',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_TOKEN: 'INVALID_TOKEN',
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  RESEND_COOLDOWN: 'RESEND_COOLDOWN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  PAYOUT_SETUP_REQUIRED: 'PAYOUT_SETUP_REQUIRED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL_ERROR',
  /** A dependency (the database) is briefly out of reach: try again shortly. */
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** GET /readyz: this instance should not take traffic now. */
  NOT_READY: 'NOT_READY',
  // payment intents and reservations (spec section 8, Payments and Reservations)
  HOST_PAYMENT_NOT_READY: 'HOST_PAYMENT_NOT_READY',
  HOST_PAYMENT_UNAVAILABLE: 'HOST_PAYMENT_UNAVAILABLE',
  EVENT_NOT_AVAILABLE: 'EVENT_NOT_AVAILABLE',
  EVENT_UNAVAILABLE: 'EVENT_UNAVAILABLE',
  EVENT_PAST: 'EVENT_PAST',
  SOLD_OUT: 'SOLD_OUT',
  ALREADY_RESERVED: 'ALREADY_RESERVED',
  OWN_EVENT: 'OWN_EVENT',
  FREE_EVENT: 'FREE_EVENT',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  PAYMENT_NOT_COMPLETED: 'PAYMENT_NOT_COMPLETED',
  PAYMENT_MISMATCH: 'PAYMENT_MISMATCH',
  PAYMENT_ALREADY_USED: 'PAYMENT_ALREADY_USED',
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  CANCELLATION_TOO_LATE: 'CANCELLATION_TOO_LATE',
  /** A booking lacks the answer the host requires (decision 060). */
  ANSWER_REQUIRED: 'ANSWER_REQUIRED',
  /** Answers change only on a confirmed seat before the 48-hour window. */
  ANSWERS_LOCKED: 'ANSWERS_LOCKED',
  /** A party larger than the dinner's seats per booking (decision 063). */
  PARTY_TOO_LARGE: 'PARTY_TOO_LARGE',
  /** Seats are left, but fewer than the party (decision 063). */
  NOT_ENOUGH_SEATS: 'NOT_ENOUGH_SEATS',
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  /** Requests to join (decision 068). */
  APPROVAL_REQUIRED: 'APPROVAL_REQUIRED',
  /** The first minute's draw is on: nobody pays before winning (decision 072). */
  IN_DRAW: 'IN_DRAW',
  APPROVAL_NOT_REQUIRED: 'APPROVAL_NOT_REQUIRED',
  REQUEST_EXISTS: 'REQUEST_EXISTS',
  REQUEST_NOT_PENDING: 'REQUEST_NOT_PENDING',
  CAPTURE_FAILED: 'CAPTURE_FAILED',
  /** A companion's seat the party never had (decision 067). */
  NO_SUCH_SEAT: 'NO_SUCH_SEAT',
  /** A companion's seat cancelled already: a replay refunds nothing (decision 067). */
  SEAT_ALREADY_CANCELLED: 'SEAT_ALREADY_CANCELLED',
  /** Booking before the dinner's opening (decision 071). */
  NOT_YET_OPEN: 'NOT_YET_OPEN',
  /** 'Notify me' on a dinner already open for booking (decision 071). */
  ALREADY_OPEN: 'ALREADY_OPEN',
  /** Moving an opening that has come: its minute was drawn once (decision 072). */
  OPENING_FIXED: 'OPENING_FIXED',
  // reviews
  NOT_ATTENDED: 'NOT_ATTENDED',
  EVENT_NOT_ENDED: 'EVENT_NOT_ENDED',
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  ALREADY_REPLIED: 'ALREADY_REPLIED',
  // messages to guests (decision 056)
  MESSAGE_LIMIT: 'MESSAGE_LIMIT',
  NO_RECIPIENTS: 'NO_RECIPIENTS',
  NO_SEAT: 'NO_SEAT',
  // editing a dinner (decision 059)
  CAPACITY_BELOW_TAKEN: 'CAPACITY_BELOW_TAKEN',
  POLICY_LESS_GENEROUS: 'POLICY_LESS_GENEROUS',
  PRICE_KIND_CHANGE: 'PRICE_KIND_CHANGE',
  // tickets and check-in (decision 061)
  TICKET_VOID: 'TICKET_VOID',
  TICKET_UNKNOWN: 'TICKET_UNKNOWN',
  CHECK_IN_CLOSED: 'CHECK_IN_CLOSED',
  // attendance and the morning after (decision 065)
  NO_SHOW: 'NO_SHOW',
  NO_SHOW_CLOSED: 'NO_SHOW_CLOSED',
  CHECKED_IN: 'CHECKED_IN',
  NOTE_EXISTS: 'NOTE_EXISTS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The JSON body of every error answer. `error` repeats `message` so either client reading works. */
export interface ErrorBody {
  message: string;
  error: string;
  code: ErrorCode;
  details?: unknown;
}

export const AUTH_MESSAGES = {
  EMAIL_EXISTS:
    'This email address is already registered. Please use a different email or try logging in.',
  USERNAME_EXISTS: 'This username is already taken. Please choose a different username.',
  INVALID_CREDENTIALS: 'Invalid username or password',
  NOT_LOGGED_IN: 'Not logged in',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  RESET_NEUTRAL:
    'If an account exists for that email address, we have sent a link to reset your password. Please check your email.',
  INVALID_RESET_TOKEN: 'This password reset link is invalid or has expired.',
  PASSWORD_RESET_DONE: 'Your password has been reset. Please log in with your new password.',
  LOGGED_OUT: 'Successfully logged out',
  ALREADY_VERIFIED: 'Your email address is already verified.',
  VERIFICATION_SENT: 'Verification email sent. Please check your inbox.',
} as const;

/**
 * Whole seconds until another verification email may be asked for, counted from the last one
 * sent (sign-up's own included); 0 when one may be asked for now.
 */
export function resendWaitSeconds(
  lastSent: string | Date | null | undefined,
  now: number = Date.now(),
): number {
  if (!lastSent) return 0;
  const sentAt = new Date(lastSent).getTime();
  if (!Number.isFinite(sentAt)) return 0;
  return Math.max(0, Math.ceil((sentAt + VERIFICATION_RESEND_COOLDOWN_MS - now) / 1000));
}

/** 'Please wait 4 minutes before requesting another verification email.' */
export function resendCooldownMessage(retryAfterSeconds: number): string {
  return `Please wait ${waitText(retryAfterSeconds)} before requesting another verification email.`;
}

/** 'Too many login attempts. Please try again in 15 minutes.' */
export function loginRateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** Every other rate limit (sign-ups, newsletter, reset and verification emails). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}
