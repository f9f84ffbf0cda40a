import { describe, expect, it } from 'vitest';
import { CARD_FIELD_MESSAGES, cardFieldError, expiryErrorCode, passesLuhn } from './card-fields.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('card fields', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('0000')).toBe(false);
  });

  it('refuses an expiry before this month, an impossible month and a far year', () => {
    expect(expiryErrorCode(11, 26, now)).toBeNull();
    expect(expiryErrorCode(12, 2076, now)).toBeNull();
    expect(expiryErrorCode(10, 2026, now)).toBe('invalid_expiry_month_past');
    expect(expiryErrorCode(12, 25, now)).toBe('invalid_expiry_year_past');
    expect(expiryErrorCode(0, 30, now)).toBe('invalid_expiry_month');
    expect(expiryErrorCode(13, 30, now)).toBe('invalid_expiry_month');
    expect(expiryErrorCode(1, 2077, now)).toBe('invalid_expiry_year');
  });

  it('names the field a refusal is about, and none for a decline', () => {
    expect(cardFieldError('invalid_number')).toEqual({
      field: 'number',
      message: CARD_FIELD_MESSAGES.NUMBER_INVALID,
    });
    expect(cardFieldError('invalid_expiry_year_past')).toEqual({
      field: 'expiry',
      message: CARD_FIELD_MESSAGES.EXPIRY_PAST,
    });
    expect(cardFieldError('incomplete_cvc')?.field).toBe('cvc');
    expect(cardFieldError('card_declined')).toBeNull();
    expect(cardFieldError(null)).toBeNull();
  });
});
