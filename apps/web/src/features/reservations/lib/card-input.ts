/** Typing helpers of the simulated card form: the shapes people see on a card. */
import type { simulatedConfirmRequestSchema } from '@storytable/domain';
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

export type CardField = 'number' | 'expiry' | 'cvc';
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The fields that are not complete yet (whether the card works is the payment provider's call). */
export function incompleteCardFields(values: CardValues): CardField[] {
  const bad: CardField[] = [];
  if (!/^\d{12,19}$/.test(digits(values.number))) bad.push('number');
  if (!EXPIRY.test(values.expiry.trim())) bad.push('expiry');
  if (!/^\d{3,4}$/.test(values.cvc)) bad.push('cvc');
  return bad;
}

/** The form's values as the API takes them, or null when a field is incomplete. */
export function parseCard(values: CardValues): CardDetails | null {
  const exp = EXPIRY.exec(values.expiry.trim());
  if (!exp || incompleteCardFields(values).length > 0) return null;
  return {
    cardNumber: digits(values.number),
    expMonth: Number(exp[1]),
    expYear: 2000 + Number(exp[2]),
    cvc: values.cvc,
  };
}
