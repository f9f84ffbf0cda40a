import { paymentIntentResponseSchema, TEST_CARDS, totalWithFee } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  confirmCard,
  createIntent,
  guest,
  holdWebhooks,
  hostedEvent,
  payoutReadyHost,
  reserve,
  simulated,
} from '../../test/reservations.ts';

const ctx = useTestApp();

const PRICE = 2500;

async function paidDinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, { price: PRICE, ...overrides });
  return { host, event };
}

describe('POST /api/stripe/create-payment-intent', () => {
  it("creates a destination charge: the server's total, the host's account, fee to us", async () => {
    const { host, event } = await paidDinner();
    const g = await guest(ctx);
    const total = totalWithFee(PRICE);
    const res = await createIntent(ctx, g.agent, {
      eventId: event.id,
      amount: total,
      userId: g.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = paymentIntentResponseSchema.parse(res.json());
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_/),
      amount: 2606,
      price: PRICE,
      fee: 106,
    });
    expect(total).toBe(2606);
    const intent = await ctx.app.deps.payments.retrievePaymentIntent(body.paymentIntentId);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 2606,
      currency: 'usd',
      destinationAccountId: host.accountId,
      applicationFeeAmount: 106,
      metadata: { eventId: String(event.id), userId: String(g.user.id) },
    });

    // asking again (a reload, a retry) gives the same open intent
    const again = await createIntent(ctx, g.agent, { eventId: event.id });
    expect(again.json().paymentIntentId).toBe(body.paymentIntentId);
  });

  it('refuses a visitor with 401 and the spec message, as JSON', async () => {
    const { event } = await paidDinner();
    const visitor = await anonymousAgent(ctx.app);
    const res = await createIntent(ctx, visitor, { eventId: event.id });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Authentication error: Please log in before making a payment.',
    });
  });

  it('refuses a client amount that differs from the server total', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    for (const amount of [PRICE, 1, 2607]) {
      const res = await createIntent(ctx, g.agent, { eventId: event.id, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_AMOUNT',
        message: 'Invalid payment amount',
      });
    }
  });

  it('answers bad input with 400', async () => {
    const g = await guest(ctx);
    for (const body of [
      {},
      { eventId: 'x' },
      { eventId: 1, amount: -5 },
      { eventId: 1, amount: 'lots' },
    ]) {
      const res = await createIntent(ctx, g.agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives each refusal of spec section 8 its own code and message', async () => {
    const g = await guest(ctx);

    const missing = await createIntent(ctx, g.agent, { eventId: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'EVENT_NOT_AVAILABLE',
      message: 'This event is no longer available for reservations.',
    });

    const unavailable = 'This event has been cancelled or is no longer accepting reservations.';
    const { event: cancelled } = await paidDinner({ status: false });
    const { event: past } = await paidDinner({ dateTime: new Date(Date.now() - 60_000) });
    const { event: full } = await paidDinner({ capacity: 2, availableSpots: 0 });
    for (const e of [cancelled, past, full]) {
      const res = await createIntent(ctx, g.agent, { eventId: e.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EVENT_UNAVAILABLE', message: unavailable });
    }

    const notSetUp =
      "The host's payment account is not properly set up yet. Please try again later.";
    const noAccount = await signedInUser(ctx.app, ctx.database.db, {
      isHost: true,
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
    const pending = await signedInUser(ctx.app, ctx.database.db, {
      isHost: true,
      stripeConnectId: 'acct_1Pending000000',
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: false,
    });
    for (const h of [noAccount, pending]) {
      const e = await hostedEvent(ctx, h.user.id, { price: PRICE });
      const res = await createIntent(ctx, g.agent, { eventId: e.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'HOST_PAYMENT_NOT_READY', message: notSetUp });
    }

    // the provider refuses the destination: gone, or not able to receive transfers
    const unavailableAccount =
      "The host's payment account is not available. The host needs to complete their payment setup.";
    const gone = await signedInUser(ctx.app, ctx.database.db, {
      isHost: true,
      stripeConnectId: 'acct_1Gone0000000000',
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
    // our record says complete, but the gateway never finished onboarding the account
    const unready = await payoutReadyHost(ctx, { onboarded: false });
    for (const h of [gone, unready]) {
      const e = await hostedEvent(ctx, h.user.id, { price: PRICE });
      const res = await createIntent(ctx, g.agent, { eventId: e.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'HOST_PAYMENT_UNAVAILABLE',
        message: unavailableAccount,
      });
      expect(res.body).not.toContain('acct_1');
    }
  });

  it('refuses a free dinner, the host on their own dinner, and paying as someone else', async () => {
    const { host, event } = await paidDinner();
    const free = await hostedEvent(ctx, host.user.id, { price: 0 });
    const g = await guest(ctx);
    const a = await createIntent(ctx, g.agent, { eventId: free.id });
    expect(a.statusCode).toBe(400);
    expect(a.json().code).toBe('FREE_EVENT');
    const b = await createIntent(ctx, host.agent, { eventId: event.id });
    expect(b.statusCode).toBe(403);
    expect(b.json().code).toBe('OWN_EVENT');
    const c = await createIntent(ctx, g.agent, { eventId: event.id, userId: g.user.id + 1 });
    expect(c.statusCode).toBe(403);
    expect(c.json().code).toBe('PAYMENT_MISMATCH');
  });

  it('refuses a guest who already holds a seat, and gives a new intent after a cancellation', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const first = paymentIntentResponseSchema.parse(
      (await createIntent(ctx, g.agent, { eventId: event.id })).json(),
    );
    await confirmCard(ctx, g.agent, first);
    const made = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: first.paymentIntentId,
    });
    expect([200, 201]).toContain(made.statusCode);

    const again = await createIntent(ctx, g.agent, { eventId: event.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RESERVED');

    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${made.json().reservation.id}`,
      headers: g.agent.headers,
    });
    expect(cancel.json()).toMatchObject({ refundProcessed: true });
    const fresh = await createIntent(ctx, g.agent, { eventId: event.id });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('turns an already paid intent found on retry into its reservation instead of a new charge', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const intent = paymentIntentResponseSchema.parse(
      (await createIntent(ctx, g.agent, { eventId: event.id })).json(),
    );
    // paid, but neither the browser nor the webhook has made the reservation yet
    const webhooks = holdWebhooks(ctx);
    try {
      const paid = await confirmCard(ctx, g.agent, intent, TEST_CARDS.SUCCEEDS);
      expect(paid.json()).toHaveProperty('paymentIntent.status', 'succeeded');
      await simulated(ctx).flushWebhooks();
      expect(webhooks.held).toHaveLength(1);
      const retry = await createIntent(ctx, g.agent, { eventId: event.id });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().code).toBe('ALREADY_RESERVED');
    } finally {
      await webhooks.release();
    }
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/reservations',
      headers: g.agent.headers,
    });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].paymentIntentId).toBe(intent.paymentIntentId);
  });
});
