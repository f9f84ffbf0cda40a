/** The rules a card's fields must pass before a charge is tried, and what each refusal says. */

/** The fields of a card form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** What a card form says next to a field it refuses. */
export const CARD_FIELD_MESSAGES = {
  NUMBER_EMPTY: 'Enter your card number.',
  NUMBER_INCOMPLETE: 'Your card number is incomplete.',
  NUMBER_INVALID: 'Your card number is invalid.',
  EXPIRY_EMPTY: "Enter your card's expiry date.",
  EXPIRY_INCOMPLETE: "Your card's expiry date is incomplete.",
  EXPIRY_INVALID: "Your card's expiry date is invalid.",
  EXPIRY_PAST: "Your card's expiry date is in the past.",
  CVC_EMPTY: "Enter your card's security code (CVC).",
  CVC_INCOMPLETE: "Your card's security code (CVC) is incomplete.",
} as const;

/** The Luhn checksum every card number carries (its last digit). */
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
 * Stripe's code for an expiry it refuses before charging, or null. A card is good through the
 * end of its month (UTC, as the gateway counts); '34' means 2034.
 */
export function expiryErrorCode(
  month: number,
  year: number,
  now: Date = new Date(),
):
  | 'invalid_expiry_month'
  | 'invalid_expiry_year_past'
  | 'invalid_expiry_month_past'
  | 'invalid_expiry_year'
  | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid_expiry_month';
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getUTCFullYear();
  if (fullYear < thisYear) return 'invalid_expiry_year_past';
  if (fullYear === thisYear && month < now.getUTCMonth() + 1) return 'invalid_expiry_month_past';
  if (fullYear > thisYear + 50) return 'invalid_expiry_year';
  return null;
}

const FIELD_OF_CODE: Record<string, { field: CardField; message: string }> = {
  incomplete_number: { field: 'number', message: CARD_FIELD_MESSAGES.NUMBER_INCOMPLETE },
  invalid_number: { field: 'number', message: CARD_FIELD_MESSAGES.NUMBER_INVALID },
  incorrect_number: { field: 'number', message: CARD_FIELD_MESSAGES.NUMBER_INVALID },
  incomplete_expiry: { field: 'expiry', message: CARD_FIELD_MESSAGES.EXPIRY_INCOMPLETE },
  invalid_expiry_month: { field: 'expiry', message: CARD_FIELD_MESSAGES.EXPIRY_INVALID },
  invalid_expiry_year: { field: 'expiry', message: CARD_FIELD_MESSAGES.EXPIRY_INVALID },
  invalid_expiry_month_past: { field: 'expiry', message: CARD_FIELD_MESSAGES.EXPIRY_PAST },
  invalid_expiry_year_past: { field: 'expiry', message: CARD_FIELD_MESSAGES.EXPIRY_PAST },
  incomplete_cvc: { field: 'cvc', message: CARD_FIELD_MESSAGES.CVC_INCOMPLETE },
};

/**
 * The field a refusal names (Stripe's `error.code`) and what to say next to it; null when it
 * names none (a decline, or a refusal the form can only answer in general).
 */
export function cardFieldError(
  code: string | null | undefined,
): { field: CardField; message: string } | null {
  return (code && FIELD_OF_CODE[code]) || null;
}
