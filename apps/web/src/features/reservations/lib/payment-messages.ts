/** What the payment dialog says (spec section 8, Payments; section 4, Payment states). */
export const PAYMENT_UI_MESSAGES = {
  PAYMENT_FAILED_TITLE: 'Payment failed',
  INIT_FAILED_TITLE: 'Payment initialization failed',
  RESERVATION_AFTER_PAYMENT_FAILED_TITLE: 'Payment succeeded but reservation failed',
  UNAVAILABLE_TITLE: 'Payment system unavailable',
  UNAVAILABLE: 'Please try again later. Stripe payment system is not initialized.',
  UNEXPECTED_RESPONSE: 'Unexpected response format. Please try again.',
  UNPARSABLE_RESPONSE: 'Failed to parse payment response',
  NO_CLIENT_SECRET: 'No client secret returned from payment service',
  INIT_FAILED: "Payment system couldn't be initialized. Please try again.",
  INITIALIZING: 'Payment system is initializing. Please try again in a moment.',
  INITIALIZING_SLOW:
    "Payment system is initializing. It's taking longer than expected. Please try refreshing the page.",
  PREPARING: 'Preparing secure payment...',
  PREPARING_SLOW: 'This is taking longer than usual. Thanks for your patience.',
  PROCESSING:
    'Your payment is being processed. We will notify you by email as soon as it is complete.',
  SUCCEEDED: 'Payment successful',
  CONFIRMING: 'Confirming your reservation...',
} as const;

/** Spec section 9: the slow-loading hint, the initialization warning, the client-secret clearing. */
export const PAYMENT_TIMINGS = {
  SLOW_HINT_MS: 5_000,
  INIT_WARNING_MS: 3_000,
  CLEAR_SECRET_MS: 500,
} as const;
