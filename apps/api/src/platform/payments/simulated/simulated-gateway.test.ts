import { cardErrorMessage, PAYMENT_MESSAGES, TEST_CARDS } from '@storytable/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousAgent } from '../../../test/auth.ts';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import type { CreatedPaymentIntent } from '../gateway.ts';
import type { PaymentIntentSucceeded } from '../webhooks/payment-events.ts';
import { findWebhookEvent } from '../webhooks/webhook-repository.ts';
import { SimulatedGateway } from './simulated-gateway.ts';

let ctx: TestContext;
let gateway: SimulatedGateway;
let destination: string;
const succeeded: PaymentIntentSucceeded[] = [];
const nextYear = new Date().getFullYear() + 1;

beforeAll(async () => {
  ctx = await createTestApp();
  if (!(ctx.app.deps.payments instanceof SimulatedGateway)) throw new Error('not simulated');
  gateway = ctx.app.deps.payments;
  // what the reservations module will do
  ctx.app.deps.paymentEvents.onPaymentIntentSucceeded(async (e) => {
    succeeded.push(e);
  });
  const account = await gateway.createAccount({ email: 'h@example.test', userId: 1, name: 'H' });
  await gateway.completeOnboarding(account.id);
  destination = account.id;
});
afterAll(() => ctx.close());

let seq = 0;
function newIntent(amount = 2093): Promise<CreatedPaymentIntent> {
  return gateway.createPaymentIntent({
    amount,
    currency: 'usd',
    destinationAccountId: destination,
    applicationFeeAmount: 93,
    metadata: { eventId: 3, userId: 4 },
    idempotencyKey: `sim-${Date.now()}-${++seq}`,
  });
}

async function confirm(
  pi: CreatedPaymentIntent,
  card: Record<string, unknown>,
  agent?: { headers: Record<string, string> },
) {
  const headers = agent?.headers ?? (await anonymousAgent(ctx.app)).headers;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/simulated/confirm',
    headers,
    payload: {
      paymentIntentId: pi.id,
      clientSecret: pi.clientSecret,
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
      ...card,
    },
  });
}

describe('simulated card confirmation (POST /api/stripe/simulated/confirm)', () => {
  it('4242 4242 4242 4242 succeeds and sends payment_intent.succeeded once', async () => {
    const pi = await newIntent();
    const res = await confirm(pi, { cardNumber: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentIntent: { id: pi.id, status: 'succeeded', amount: 2093 } });

    await gateway.flushWebhooks();
    const mine = succeeded.filter((e) => e.paymentIntent.id === pi.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.paymentIntent).toMatchObject({
      status: 'succeeded',
      amount: 2093,
      metadata: { eventId: '3', userId: '4' },
      destinationAccountId: destination,
    });
    const recorded = await findWebhookEvent(ctx.database.db, mine[0]!.event.id);
    expect(recorded).toMatchObject({ type: 'payment_intent.succeeded', status: 'processed' });

    // a second confirm is refused like Stripe's, and sends nothing more
    const again = await confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS });
    expect(again.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
    });
    await gateway.flushWebhooks();
    expect(succeeded.filter((e) => e.paymentIntent.id === pi.id)).toHaveLength(1);
  });

  it.each([
    [TEST_CARDS.DECLINED, 'card_declined', 'generic_decline', PAYMENT_MESSAGES.CARD_DECLINED],
    [
      TEST_CARDS.INSUFFICIENT_FUNDS,
      'card_declined',
      'insufficient_funds',
      PAYMENT_MESSAGES.CARD_DECLINED,
    ],
    [TEST_CARDS.EXPIRED, 'expired_card', 'expired_card', PAYMENT_MESSAGES.CARD_EXPIRED],
    [TEST_CARDS.INCORRECT_CVC, 'incorrect_cvc', 'incorrect_cvc', PAYMENT_MESSAGES.INCORRECT_CVC],
    [TEST_CARDS.PROCESSING_ERROR, 'processing_error', 'processing_error', PAYMENT_MESSAGES.FAILED],
  ])(
    'card %s fails with %s and the intent can be paid again',
    async (card, code, declineCode, shown) => {
      const pi = await newIntent();
      const res = await confirm(pi, { cardNumber: card });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.error).toMatchObject({ type: 'card_error', code, declineCode });
      expect(cardErrorMessage(body.error)).toBe(shown);
      expect((await gateway.retrievePaymentIntent(pi.id)).status).toBe('requires_payment_method');

      const retry = await confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS });
      expect(retry.json()).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    },
  );

  it('answers a bad number or a past expiry with a validation error, leaving the intent as it was', async () => {
    const pi = await newIntent();
    const badNumber = await confirm(pi, { cardNumber: '4242424242424241' });
    expect(badNumber.statusCode).toBe(200);
    expect(badNumber.json().error).toMatchObject({
      type: 'validation_error',
      code: 'invalid_number',
    });
    expect(cardErrorMessage(badNumber.json().error)).toBe(PAYMENT_MESSAGES.VALIDATION);

    const pastYear = await confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS, expYear: 2020 });
    expect(pastYear.json().error).toMatchObject({
      type: 'validation_error',
      code: 'invalid_expiry_year_past',
    });
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const pastMonth = await confirm(pi, {
      cardNumber: TEST_CARDS.SUCCEEDS,
      expYear: lastMonth.getUTCFullYear(),
      expMonth: lastMonth.getUTCMonth() + 1,
    });
    expect(pastMonth.json().error?.type).toBe('validation_error');
    expect((await gateway.retrievePaymentIntent(pi.id)).status).toBe('requires_payment_method');
  });

  it('takes a two-digit expiry year as on the card', async () => {
    const pi = await newIntent();
    const res = await confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS, expYear: nextYear % 100 });
    expect(res.json()).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  });

  it('declines a real (non-test) card number as Stripe test mode does', async () => {
    const pi = await newIntent();
    const res = await confirm(pi, { cardNumber: '4012888888881881' });
    expect(res.json().error).toMatchObject({
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
    });
  });

  it('never answers malformed input with a 500', async () => {
    const agent = await anonymousAgent(ctx.app);
    for (const payload of [
      {},
      {
        paymentIntentId: 'nope',
        clientSecret: 'x',
        cardNumber: '4242',
        expMonth: 1,
        expYear: 30,
        cvc: '1',
      },
      {
        paymentIntentId: 'pi_x',
        clientSecret: 'x',
        cardNumber: 'abcd',
        expMonth: 13,
        expYear: 30,
        cvc: '123',
      },
      {
        paymentIntentId: 'pi_x',
        clientSecret: 'x',
        cardNumber: TEST_CARDS.SUCCEEDS,
        expMonth: 12,
        expYear: 30,
        cvc: '12345',
      },
      {
        paymentIntentId: 'pi_x',
        clientSecret: 'x',
        cardNumber: TEST_CARDS.SUCCEEDS,
        expMonth: 0,
        expYear: 30,
        cvc: '123',
      },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/simulated/confirm',
        headers: agent.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });

  it('refuses a wrong client secret or an unknown intent with 404, masking the id', async () => {
    const pi = await newIntent();
    const wrong = await confirm(
      { ...pi, clientSecret: `${pi.id}_secret_wrong` },
      { cardNumber: TEST_CARDS.SUCCEEDS },
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).not.toContain(pi.id);
    expect((await gateway.retrievePaymentIntent(pi.id)).status).toBe('requires_payment_method');
    const unknown = await confirm(
      { ...pi, id: 'pi_unknown0000000000000000' },
      { cardNumber: TEST_CARDS.SUCCEEDS },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('requires the CSRF token like every other POST', async () => {
    const pi = await newIntent();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/simulated/confirm',
      payload: {
        paymentIntentId: pi.id,
        clientSecret: pi.clientSecret,
        cardNumber: TEST_CARDS.SUCCEEDS,
        expMonth: 12,
        expYear: nextYear,
        cvc: '123',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly one of two simultaneous confirms succeed', async () => {
    const pi = await newIntent();
    const agent = await anonymousAgent(ctx.app);
    const results = await Promise.all([
      confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS }, agent),
      confirm(pi, { cardNumber: TEST_CARDS.SUCCEEDS }, agent),
    ]);
    const ok = results.filter((r) => r.json().paymentIntent?.status === 'succeeded');
    expect(ok).toHaveLength(1);
    await gateway.flushWebhooks();
    expect(succeeded.filter((e) => e.paymentIntent.id === pi.id)).toHaveLength(1);
  });
});

describe('simulated idempotency keys', () => {
  it('frees a key after Stripe’s 24 hours', async () => {
    const k = `old-${Date.now()}`;
    const first = await gateway.createPaymentIntent({
      amount: 1000,
      currency: 'usd',
      destinationAccountId: destination,
      metadata: { eventId: 1, userId: 1 },
      idempotencyKey: k,
    });
    const { simulatedPaymentIntents } = await import('../../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(simulatedPaymentIntents)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(simulatedPaymentIntents.id, first.id));
    const second = await gateway.createPaymentIntent({
      amount: 2000,
      currency: 'usd',
      destinationAccountId: destination,
      metadata: { eventId: 1, userId: 1 },
      idempotencyKey: k,
    });
    expect(second.id).not.toBe(first.id);
    expect(second.amount).toBe(2000);
  });
});
