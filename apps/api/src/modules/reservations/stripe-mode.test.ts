import { paymentIntentResponseSchema, totalWithFee } from '@storytable/domain';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeGateway } from '../../platform/payments/stripe/stripe-gateway.ts';
import { signedInUser } from '../../test/auth.ts';
import {
  type FakeStripe,
  fakeStripeSdk,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import {
  createIntent,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
} from '../../test/reservations.ts';

/** The money path with StripeGateway: the real `stripe` SDK against a local fake of Stripe. */
let fake: FakeStripe;
let ctx: TestContext;
let sdk: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp(stripeModeConfig(fake));
  sdk = fakeStripeSdk(fake);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('paid reservation in Stripe mode', () => {
  it('pays with a destination charge, reserves, then cancels with one refund', async () => {
    expect(ctx.app.deps.payments).toBeInstanceOf(StripeGateway);
    const host = await payoutReadyHost(ctx);
    fake.enableAccount(host.accountId);
    const event = await hostedEvent(ctx, host.user.id, { price: 5000 });
    const g = await signedInUser(ctx.app, ctx.database.db);

    const created = await createIntent(ctx, g.agent, {
      eventId: event.id,
      amount: totalWithFee(5000),
    });
    expect(created.statusCode).toBe(200);
    const intent = paymentIntentResponseSchema.parse(created.json());
    const call = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(call?.params).toMatchObject({
      amount: String(totalWithFee(5000)),
      currency: 'usd',
      application_fee_amount: String(totalWithFee(5000) - 5000),
      transfer_data: { destination: host.accountId },
      metadata: { eventId: String(event.id), userId: String(g.user.id) },
    });
    expect(call?.headers['idempotency-key']).toMatch(new RegExp(`^pi-${g.user.id}-${event.id}-`));

    // not paid yet: no seat
    const early = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(early.statusCode).toBe(402);

    // what Stripe.js does in the browser
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().reservation).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      amountPaid: totalWithFee(5000),
    });

    const id = res.json().reservation.id;
    const cancel = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(cancel.json()).toEqual({
      message: 'Your reservation has been cancelled and your payment will be refunded.',
      refundProcessed: true,
    });
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.params).toMatchObject({ payment_intent: intent.paymentIntentId });
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-${id}`);
  });
});
