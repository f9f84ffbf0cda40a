import { describe, expect, it } from 'vitest';
import { cardErrorMessage, PAYMENT_MESSAGES } from './payment-messages.ts';
import { connectAccountBadge, maskPaymentIds, simulatedConfirmRequestSchema } from './payments.ts';

describe('cardErrorMessage', () => {
  it('gives the spec wording for each card problem', () => {
    expect(cardErrorMessage({ type: 'card_error', code: 'card_declined' })).toBe(
      'Your card was declined. Please try a different payment method.',
    );
    expect(cardErrorMessage({ type: 'card_error', code: 'expired_card' })).toBe(
      'Your card has expired. Please use a different card.',
    );
    expect(cardErrorMessage({ type: 'card_error', code: 'incorrect_cvc' })).toBe(
      'The security code (CVC) is incorrect. Please check and try again.',
    );
    expect(cardErrorMessage({ type: 'validation_error', code: 'invalid_number' })).toBe(
      'Please check your payment details and try again.',
    );
    expect(cardErrorMessage({ type: 'card_error', code: 'processing_error' })).toBe(
      PAYMENT_MESSAGES.FAILED,
    );
  });
});

describe('maskPaymentIds', () => {
  it('keeps the kind and the last four characters of every id', () => {
    expect(maskPaymentIds("No such destination: 'acct_1AbCdEfGh1234567'")).toBe(
      "No such destination: 'acct_****4567'",
    );
    expect(maskPaymentIds('pi_3Abc123XYZ_secret_shh and ch_9zz')).toBe(
      'pi_****3XYZ and ch_****9zz',
    );
    expect(maskPaymentIds('nothing to hide')).toBe('nothing to hide');
  });
});

describe('simulatedConfirmRequestSchema', () => {
  const ok = {
    paymentIntentId: 'pi_123',
    clientSecret: 'pi_123_secret_abc',
    cardNumber: '4242 4242 4242 4242',
    expMonth: '12',
    expYear: '34',
    cvc: '123',
  };
  it('normalises spaces and two-digit years', () => {
    expect(simulatedConfirmRequestSchema.parse(ok)).toMatchObject({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
    });
  });
  it('refuses letters, a 13th month and a long CVC with the validation message', () => {
    for (const bad of [{ cardNumber: '4242abcd' }, { expMonth: '13' }, { cvc: '12345' }]) {
      const r = simulatedConfirmRequestSchema.safeParse({ ...ok, ...bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.VALIDATION);
    }
  });
});

describe('connectAccountBadge', () => {
  it('is Active when charges are enabled, otherwise Pending', () => {
    expect(connectAccountBadge({ charges_enabled: true })).toBe('Active');
    expect(connectAccountBadge({ charges_enabled: false })).toBe('Pending');
  });
});
