import { describe, expect, it } from 'vitest';
import { parsePaymentReturn } from './payment-return.ts';

describe('payment return address', () => {
  it('reads a complete, succeeded return', () => {
    expect(
      parsePaymentReturn(
        '?eventId=12&timestamp=1&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({ eventId: 12, paymentIntentId: 'pi_3Abc' });
  });

  it('refuses a missing part', () => {
    expect(parsePaymentReturn('?payment_intent=pi_1&redirect_status=succeeded')).toBeNull();
    expect(parsePaymentReturn('?eventId=1&redirect_status=succeeded')).toBeNull();
    expect(parsePaymentReturn('?eventId=1&payment_intent=pi_1')).toBeNull();
    expect(parsePaymentReturn('')).toBeNull();
  });

  it('refuses a status other than succeeded', () => {
    expect(parsePaymentReturn('?eventId=1&payment_intent=pi_1&redirect_status=failed')).toBeNull();
    expect(
      parsePaymentReturn('?eventId=1&payment_intent=pi_1&redirect_status=processing'),
    ).toBeNull();
  });

  it('refuses values that cannot be an event or a payment intent', () => {
    for (const q of [
      '?eventId=abc&payment_intent=pi_1&redirect_status=succeeded',
      '?eventId=0&payment_intent=pi_1&redirect_status=succeeded',
      '?eventId=99999999999&payment_intent=pi_1&redirect_status=succeeded',
      '?eventId=1&payment_intent=ch_1&redirect_status=succeeded',
      '?eventId=1&payment_intent=pi_1%3Cscript%3E&redirect_status=succeeded',
    ]) {
      expect(parsePaymentReturn(q), q).toBeNull();
    }
  });
});
