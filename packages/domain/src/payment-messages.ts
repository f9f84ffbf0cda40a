/** Stripe's test cards, as the simulated gateway honours them (spaces are ignored). */
export const TEST_CARDS = {
  SUCCEEDS: '4242424242424242',
  DECLINED: '4000000000000002',
  INSUFFICIENT_FUNDS: '4000000000009995',
  EXPIRED: '4000000000000069',
  INCORRECT_CVC: '4000000000000127',
  PROCESSING_ERROR: '4000000000000119',
} as const;

export const PAYMENT_MESSAGES = {
  CARD_DECLINED: 'Your card was declined. Please try a different payment method.',
  CARD_EXPIRED: 'Your card has expired. Please use a different card.',
  INCORRECT_CVC: 'The security code (CVC) is incorrect. Please check and try again.',
  VALIDATION: 'Please check your payment details and try again.',
  FAILED: 'Failed to process payment',
  AUTH_REQUIRED: 'Authentication error: Please log in before making a payment.',
  HOST_NOT_SET_UP: "The host's payment account is not properly set up yet. Please try again later.",
  HOST_ACCOUNT_UNAVAILABLE:
    "The host's payment account is not available. The host needs to complete their payment setup.",
  EVENT_NOT_FOUND: 'This event is no longer available for reservations.',
  EVENT_UNAVAILABLE: 'This event has been cancelled or is no longer accepting reservations.',
  SETUP_FAILED: 'Failed to setup Stripe account. Please try again.',
  PROVIDER_ERROR: 'The payment provider could not complete the request. Please try again.',
} as const;

/** A card problem as Stripe.js reports it (`error.type`, `error.code`, `error.decline_code`). */
export interface CardErrorLike {
  type: string;
  code?: string | null;
  declineCode?: string | null;
}

/** The spec's wording for a card error from either mode; ids never appear in it. */
export function cardErrorMessage(err: CardErrorLike): string {
  if (err.type === 'validation_error') return PAYMENT_MESSAGES.VALIDATION;
  switch (err.code) {
    case 'card_declined':
      return PAYMENT_MESSAGES.CARD_DECLINED;
    case 'expired_card':
      return PAYMENT_MESSAGES.CARD_EXPIRED;
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return PAYMENT_MESSAGES.INCORRECT_CVC;
    case 'incorrect_number':
    case 'invalid_number':
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return PAYMENT_MESSAGES.VALIDATION;
    default:
      return PAYMENT_MESSAGES.FAILED;
  }
}
