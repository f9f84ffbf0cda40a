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
  PAYOUT_SETUP_REQUIRED: 'PAYOUT_SETUP_REQUIRED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL_ERROR',
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
} as const;
