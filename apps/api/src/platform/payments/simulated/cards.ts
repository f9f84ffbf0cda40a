import { type CardError, TEST_CARDS } from '@storytable/domain';

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

const invalid = (code: string, message: string): CardError => ({
  type: 'validation_error',
  code,
  declineCode: null,
  message,
});

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/**
 * What Stripe.js would refuse before sending (number, expiry, CVC format), then what Stripe's test
 * mode answers for the number. A valid number that is not a test card is declined as Stripe does.
 */
export function cardOutcome(card: CardInput, now = new Date()): 'succeeds' | CardError {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return invalid('invalid_number', 'Your card number is invalid.');
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) {
    return invalid('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  }
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return invalid('invalid_expiry_month_past', "Your card's expiration date is in the past.");
  }
  if (year > thisYear + 50) {
    return invalid('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
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
