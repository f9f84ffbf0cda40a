import { type CardError, expiryErrorCode, passesLuhn, TEST_CARDS } from '@storytable/domain';

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const decline = (code: string, declineCode: string | null, message: string): CardError => ({
  type: 'card_error',
  code,
  declineCode,
  message,
});

/** Stripe's test cards and what Stripe answers for each (messages are Stripe's own). */
const OUTCOMES: Record<string, CardError | 'succeeds'> = {
  [TEST_CARDS.SUCCEEDS]: 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  [TEST_CARDS.DECLINED]: decline('card_declined', 'generic_decline', 'Your card was declined.'),
  [TEST_CARDS.INSUFFICIENT_FUNDS]: decline(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  [TEST_CARDS.EXPIRED]: decline('expired_card', 'expired_card', 'Your card has expired.'),
  [TEST_CARDS.INCORRECT_CVC]: decline(
    'incorrect_cvc',
    'incorrect_cvc',
    "Your card's security code is incorrect.",
  ),
  [TEST_CARDS.PROCESSING_ERROR]: decline(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
};

/** Stripe's own words for the expiries it refuses. */
const EXPIRY_MESSAGES: Record<NonNullable<ReturnType<typeof expiryErrorCode>>, string> = {
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
};

const invalid = (code: string, message: string): CardError => ({
  type: 'validation_error',
  code,
  declineCode: null,
  message,
});

/**
 * What Stripe.js would refuse before sending (number, expiry, CVC format), then what Stripe's test
 * mode answers for the number. A valid number that is not a test card is declined as Stripe does.
 */
export function cardOutcome(card: CardInput, now = new Date()): 'succeeds' | CardError {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return invalid('invalid_number', 'Your card number is invalid.');
  }
  const expiry = expiryErrorCode(card.expMonth, card.expYear, now);
  if (expiry) return invalid(expiry, EXPIRY_MESSAGES[expiry]);
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return invalid('incomplete_cvc', "Your card's security code is incomplete.");
  }
  return (
    OUTCOMES[number] ??
    decline(
      'card_declined',
      'test_mode_live_card',
      'Your card was declined. Your request was in test mode, but used a non test (live) card.',
    )
  );
}
