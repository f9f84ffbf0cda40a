import { priceOfSeats } from '@storytable/domain';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth.ts';
import {
  type FakeStripe,
  fakeStripeSdk,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { hostedEvent, payoutReadyHost, request } from '../../test/reservations.ts';
import { expireRequests } from './request-expiry.ts';

/** Requests to join with StripeGateway: the real SDK against the local Stripe fake. */
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

const calls = (suffix: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith(suffix));

describe('requests to join in Stripe mode', () => {
  it('authorizes with manual capture, captures on approval, voids on decline and expiry', async () => {
    const host = await payoutReadyHost(ctx);
    fake.enableAccount(host.accountId);
    const event = await hostedEvent(ctx, host.user.id, {
      price: 5000,
      capacity: 4,
      availableSpots: 4,
      requiresApproval: true,
      dateTime: new Date(Date.now() + 10 * 24 * 3_600_000),
    });
    const ids = [] as number[];
    for (let i = 0; i < 3; i++) {
      const g = await signedInUser(ctx.app, ctx.database.db);
      const made = await request(ctx, g.agent, 'POST', `/api/events/${event.id}/requests`, {});
      expect(made.statusCode).toBe(201);
      const body = made.json();
      await sdk.paymentIntents.confirm(body.paymentIntentId, { payment_method: 'pm_card_visa' });
      const back = await request(
        ctx,
        g.agent,
        'POST',
        `/api/requests/${body.request.id}/authorized`,
      );
      expect(back.json()).toMatchObject({ request: { status: 'pending' } });
      ids.push(body.request.id);
    }
    const created = calls('/v1/payment_intents');
    expect(created[0]?.params).toMatchObject({
      capture_method: 'manual',
      amount: String(priceOfSeats(5000, 1).total),
    });
    expect(created[0]?.headers['idempotency-key']).toBe(`jr-authorize-${ids[0]}`);
    expect(calls('/capture')).toHaveLength(0);

    const approve = await request(ctx, host.agent, 'POST', `/api/requests/${ids[0]}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(calls('/capture')).toHaveLength(1);
    expect(calls('/capture')[0]?.headers['idempotency-key']).toBe(`jr-capture-${ids[0]}`);

    await request(ctx, host.agent, 'POST', `/api/requests/${ids[1]}/decline`);
    await expireRequests(ctx.app.deps, new Date(Date.now() + 73 * 3_600_000));
    expect(calls('/capture')).toHaveLength(1);
    const voids = calls('/cancel').map((c) => c.headers['idempotency-key']);
    expect(voids).toEqual([`jr-void-${ids[1]}`, `jr-void-${ids[2]}`]);
  });
});
