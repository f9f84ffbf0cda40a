/** Typing helpers of the simulated card form: the shapes people see on a card. */
import {
  CARD_FIELD_MESSAGES,
  type CardField,
  cardFieldError,
  expiryErrorCode,
  passesLuhn,
  type simulatedConfirmRequestSchema,
} from '@storytable/domain';
import type { z } from 'zod';

const digits = (raw: string) => raw.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  return (
    digits(raw)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** '1234' -> '12/34'; a lone first digit above 1 becomes '0d/' (a month). */
export function formatExpiry(raw: string): string {
  let d = digits(raw).slice(0, 4);
  if (d.length === 1 && d > '1') d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function formatCvc(raw: string): string {
  return digits(raw).slice(0, 4);
}

/** The card fields of the simulated confirmation request. */
export type CardDetails = Omit<
  z.output<typeof simulatedConfirmRequestSchema>,
  'paymentIntentId' | 'clientSecret'
>;

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** What the form says next to each field it refuses; no key for a field that is fine. */
export type CardProblems = Partial<Record<CardField, string>>;

const EXPIRY = /^(\d{2})\/(\d{2})$/;
const M = CARD_FIELD_MESSAGES;

/**
 * Each field's problem, checked before anything is sent: empty, incomplete, or refused by the
 * domain's card rules (Luhn, a past or impossible expiry). Whether the card works is the
 * payment provider's call.
 */
export function cardFieldProblems(values: CardValues, now: Date = new Date()): CardProblems {
  const problems: CardProblems = {};
  const number = digits(values.number);
  if (!number) problems.number = M.NUMBER_EMPTY;
  else if (number.length < 12) problems.number = M.NUMBER_INCOMPLETE;
  else if (!passesLuhn(number)) problems.number = M.NUMBER_INVALID;

  const expiry = values.expiry.trim();
  const exp = EXPIRY.exec(expiry);
  if (!expiry) problems.expiry = M.EXPIRY_EMPTY;
  else if (!exp) problems.expiry = M.EXPIRY_INCOMPLETE;
  else {
    const refused = cardFieldError(expiryErrorCode(Number(exp[1]), Number(exp[2]), now));
    if (refused) problems.expiry = refused.message;
  }

  if (!values.cvc) problems.cvc = M.CVC_EMPTY;
  else if (!/^\d{3,4}$/.test(values.cvc)) problems.cvc = M.CVC_INCOMPLETE;
  return problems;
}

/** The form's values as the API takes them, or null when a field is refused. */
export function parseCard(values: CardValues, now: Date = new Date()): CardDetails | null {
  const exp = EXPIRY.exec(values.expiry.trim());
  if (!exp || Object.keys(cardFieldProblems(values, now)).length > 0) return null;
  return {
    cardNumber: digits(values.number),
    expMonth: Number(exp[1]),
    expYear: 2000 + Number(exp[2]),
    cvc: values.cvc,
  };
}
