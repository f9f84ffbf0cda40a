import { PAYMENT_MESSAGES, paymentIntentResponseSchema, totalWithFee } from '@storytable/domain';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth.ts';
import {
  type FakeStripe,
  fakeStripeSdk,
  startFakeStripe,
  stripeModeConfig,
} from '../../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createIntent,
  hostedEvent,
  payoutReadyHost,
  reservationRows,
  reserve,
  seatsLeft,
} from '../../../test/reservations.ts';
import { signWebhookPayload } from '../webhooks/webhook-signature.ts';

// Fault: the payment provider answers 500s, or stops answering. No seat without a payment, no
// second charge, a clear error for the guest, and a payment made before the outage still becomes
// a reservation through its webhook once the provider is back.

let fake: FakeStripe;
let ctx: TestContext;
let sdk: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  // one try takes at most 400 ms here (10 s in production); the SDK tries three times
  ctx = await createTestApp({ ...stripeModeConfig(fake), stripeTimeoutMs: 400 });
  sdk = fakeStripeSdk(fake);
});
afterEach(() => fake.misbehave('none'));
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function paidDinner() {
  const host = await payoutReadyHost(ctx);
  fake.enableAccount(host.accountId);
  const event = await hostedEvent(ctx, host.user.id, { price: 4000, capacity: 6 });
  return { event, guest: await signedInUser(ctx.app, ctx.database.db) };
}

const intentPosts = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe.each(['error', 'hang'] as const)('the provider %s', (fault) => {
  it('fails the payment start fast and clearly, takes no seat, and charges once after', async () => {
    const { event, guest } = await paidDinner();
    const postsBefore = intentPosts().length;
    const intentsBefore = fake.paymentIntentIds().length;
    fake.misbehave(fault);
    const started = performance.now();
    const failed = await createIntent(ctx, guest.agent, { eventId: event.id });
    const took = performance.now() - started;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: PAYMENT_MESSAGES.PROVIDER_ERROR,
    });
    expect(took).toBeLessThan(5000);
    // the SDK tried again with the same idempotency key: one charge at most, whatever answered
    const tries = intentPosts().slice(postsBefore);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tries.map((t) => t.headers['idempotency-key'])).size).toBe(1);
    expect(fake.paymentIntentIds()).toHaveLength(intentsBefore);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(0);

    fake.misbehave('none');
    const again = await createIntent(ctx, guest.agent, { eventId: event.id });
    expect(again.statusCode).toBe(200);
    const retried = intentPosts().slice(postsBefore);
    expect(new Set(retried.map((t) => t.headers['idempotency-key'])).size).toBe(1);
    expect(fake.paymentIntentIds()).toHaveLength(intentsBefore + 1);
    console.info(
      `Stripe ${fault}: payment start failed in ${Math.round(took)} ms after ${tries.length} tries; one intent once it answered`,
    );
  }, 30_000);
});

describe('a payment made before the outage', () => {
  it('becomes one reservation through its webhook once the provider answers again', async () => {
    const { event, guest } = await paidDinner();
    const created = await createIntent(ctx, guest.agent, {
      eventId: event.id,
      amount: totalWithFee(4000),
    });
    const intent = paymentIntentResponseSchema.parse(created.json());
    // the guest pays in the browser (Stripe.js), then the provider goes down
    const paid = await sdk.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    expect(paid.status).toBe('succeeded');
    fake.misbehave('error');

    // the browser's return cannot check the payment: a clear error, no seat
    const early = await reserve(ctx, guest.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(early.statusCode).toBe(502);
    expect(early.json().message).toBe(PAYMENT_MESSAGES.PROVIDER_ERROR);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);

    // Stripe's webhook arrives meanwhile: it fails (the intent cannot be read) and is retried
    const body = JSON.stringify({
      id: `evt_outage_${intent.paymentIntentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: paid },
    });
    const deliver = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signWebhookPayload(body, ctx.config.stripeWebhookSecret),
        },
        payload: body,
      });
    const during = await deliver();
    expect(during.statusCode).toBeGreaterThanOrEqual(500);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(0);

    fake.misbehave('none');
    const after = await deliver();
    expect(after.statusCode).toBe(200);
    expect(await deliver()).toMatchObject({ statusCode: 200 });
    const rows = await reservationRows(ctx.database.db, event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: guest.user.id,
      paymentIntentId: intent.paymentIntentId,
      status: true,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(5);

    // the guest's browser tries again: the same reservation, never a second seat or charge
    const back = await reserve(ctx, guest.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(back.statusCode).toBeLessThan(500);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(5);
    const confirms = fake.requests.filter((r) =>
      r.path.endsWith(`${intent.paymentIntentId}/confirm`),
    );
    expect(confirms).toHaveLength(1);
  }, 30_000);
});
