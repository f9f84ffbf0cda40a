import { PAYMENT_MESSAGES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, RESPONSE_MESSAGES } from '@/lib/api-error.ts';
import { stubApi, withStubbedApi } from '@/test/stub-api.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { confirmSimulatedPayment } from './confirm-simulated-payment.ts';
import { createPaymentIntent, paymentIntentErrorMessage } from './create-payment-intent.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const INTENT = {
  clientSecret: 'pi_123_secret_abc',
  paymentIntentId: 'pi_123',
  amount: 4665,
  price: 4500,
  fee: 165,
};

withStubbedApi();

describe('createPaymentIntent', () => {
  it('returns the intent', async () => {
    stubApi(() => json(200, INTENT));
    await expect(createPaymentIntent({ eventId: 1, amount: 4665 })).resolves.toEqual(INTENT);
  });

  it('says when the reply has no client secret or is not an intent', async () => {
    stubApi(() => json(200, { error: 'nope' }));
    const missing = await createPaymentIntent({ eventId: 1, amount: 1 }).catch((e) => e);
    expect(paymentIntentErrorMessage(missing)).toBe(PAYMENT_UI_MESSAGES.NO_CLIENT_SECRET);
    stubApi(() => json(200, { ...INTENT, amount: 'lots' }));
    const odd = await createPaymentIntent({ eventId: 1, amount: 1 }).catch((e) => e);
    expect(paymentIntentErrorMessage(odd)).toBe(PAYMENT_UI_MESSAGES.UNEXPECTED_RESPONSE);
  });

  it('refuses an amount of 0 or less', async () => {
    stubApi(() => json(200, { ...INTENT, amount: 0 }));
    const e = await createPaymentIntent({ eventId: 1, amount: 0 }).catch((err) => err);
    expect(paymentIntentErrorMessage(e)).toBe('Invalid payment amount');
  });

  it("words refusals with the server's message, masked", async () => {
    stubApi(() =>
      json(409, {
        message: 'No such destination: acct_1AbCdEf123',
        error: 'No such destination: acct_1AbCdEf123',
        code: 'X',
      }),
    );
    const e = await createPaymentIntent({ eventId: 1, amount: 1 }).catch((err) => err);
    expect(paymentIntentErrorMessage(e)).toBe('No such destination: acct_****f123');
  });
});

describe('paymentIntentErrorMessage', () => {
  it('covers sign-in, unreadable replies and server failures', () => {
    expect(paymentIntentErrorMessage(new ApiError(401, 'Not logged in'))).toBe(
      PAYMENT_MESSAGES.AUTH_REQUIRED,
    );
    expect(
      paymentIntentErrorMessage(new ApiError(200, RESPONSE_MESSAGES.successBodyUnparsable)),
    ).toBe(PAYMENT_UI_MESSAGES.UNPARSABLE_RESPONSE);
    expect(paymentIntentErrorMessage(new ApiError(200, RESPONSE_MESSAGES.successBodyNotJson))).toBe(
      PAYMENT_UI_MESSAGES.UNEXPECTED_RESPONSE,
    );
    expect(paymentIntentErrorMessage(new ApiError(503, '503: Service Unavailable'))).toBe(
      PAYMENT_UI_MESSAGES.INIT_FAILED,
    );
    expect(paymentIntentErrorMessage(new TypeError('Failed to fetch'))).toBe(
      PAYMENT_UI_MESSAGES.INIT_FAILED,
    );
  });
});

describe('confirmSimulatedPayment', () => {
  const card = {
    paymentIntentId: 'pi_123',
    clientSecret: 'pi_123_secret_abc',
    cardNumber: '4000000000000002',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  };

  it('passes card errors and payment intents through', async () => {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    };
    stubApi(() => json(200, { error }));
    await expect(confirmSimulatedPayment(card)).resolves.toEqual({ error });
    stubApi(() =>
      json(200, { paymentIntent: { id: 'pi_123', status: 'succeeded', amount: 4665 } }),
    );
    await expect(confirmSimulatedPayment(card)).resolves.toMatchObject({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    });
  });

  it('reads a refused request as a card-details problem', async () => {
    stubApi(() =>
      json(400, { message: 'Please check', error: 'Please check', code: 'VALIDATION' }),
    );
    await expect(confirmSimulatedPayment(card)).resolves.toEqual({
      error: { type: 'validation_error', code: 'invalid_request' },
    });
  });
});
