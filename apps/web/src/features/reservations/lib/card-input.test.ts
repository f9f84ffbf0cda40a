import { CARD_FIELD_MESSAGES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import {
  cardFieldProblems,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseCard,
} from './card-input.ts';

describe('card input', () => {
  it('groups the card number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12345')).toBe('12/34');
  });

  it('keeps 3 or 4 CVC digits', () => {
    expect(formatCvc('12a34')).toBe('1234');
    expect(formatCvc('123456')).toBe('1234');
  });

  it('reads complete details and refuses incomplete ones', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(parseCard({ number: '4242', expiry: '12/34', cvc: '123' })).toBeNull();
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '13/34', cvc: '123' })).toBeNull();
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '1/34', cvc: '123' })).toBeNull();
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '12' })).toBeNull();
  });

  it('names what is wrong with each field', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(cardFieldProblems({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: CARD_FIELD_MESSAGES.NUMBER_EMPTY,
      expiry: CARD_FIELD_MESSAGES.EXPIRY_EMPTY,
      cvc: CARD_FIELD_MESSAGES.CVC_EMPTY,
    });
    expect(cardFieldProblems({ number: '4242', expiry: '1', cvc: '1' }, now)).toEqual({
      number: CARD_FIELD_MESSAGES.NUMBER_INCOMPLETE,
      expiry: CARD_FIELD_MESSAGES.EXPIRY_INCOMPLETE,
      cvc: CARD_FIELD_MESSAGES.CVC_INCOMPLETE,
    });
    expect(
      cardFieldProblems({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '123' }, now),
    ).toEqual({
      number: CARD_FIELD_MESSAGES.NUMBER_INVALID,
      expiry: CARD_FIELD_MESSAGES.EXPIRY_INVALID,
    });
    expect(
      cardFieldProblems({ number: '4242 4242 4242 4242', expiry: '01/30', cvc: '1234' }, now),
    ).toEqual({});
  });

  it('refuses an expiry before this month, and takes this month', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const card = (expiry: string) => ({ number: '4242424242424242', expiry, cvc: '123' });
    expect(cardFieldProblems(card('10/26'), now)).toEqual({
      expiry: CARD_FIELD_MESSAGES.EXPIRY_PAST,
    });
    expect(cardFieldProblems(card('12/25'), now)).toEqual({
      expiry: CARD_FIELD_MESSAGES.EXPIRY_PAST,
    });
    expect(cardFieldProblems(card('11/26'), now)).toEqual({});
    expect(parseCard(card('10/26'), now)).toBeNull();
  });
});
