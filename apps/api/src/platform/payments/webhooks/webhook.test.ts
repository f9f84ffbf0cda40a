import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { processedWebhookEvents, users } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/helper.ts';
import { createUser } from '../../users/user-factory.ts';
import { SimulatedGateway } from '../simulated/simulated-gateway.ts';
import { findWebhookEvent } from './webhook-repository.ts';
import { signWebhookPayload } from './webhook-signature.ts';

const ctx = useTestApp();
let gateway: SimulatedGateway;
beforeAll(async () => {
  if (!(ctx.app.deps.payments instanceof SimulatedGateway)) throw new Error('not simulated');
  gateway = ctx.app.deps.payments;
});

let seq = 0;
function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test${Date.now()}x${++seq}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

function post(body: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    payload: body,
  });
}

const signed = (body: string) => ({
  'stripe-signature': signWebhookPayload(body, ctx.config.stripeWebhookSecret),
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing signature header with 400 and records nothing', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_1' });
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('signature'),
    });
    expect(await findWebhookEvent(ctx.database.db, JSON.parse(body).id)).toBeNull();
  });

  it('refuses a bad signature, a tampered body and another secret with 400', async () => {
    const body = event('account.updated', { id: 'acct_1' });
    const good = signed(body);
    expect((await post(body, { 'stripe-signature': 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect((await post(body.replace('acct_1', 'acct_2'), good)).statusCode).toBe(400);
    expect(
      (await post(body, { 'stripe-signature': signWebhookPayload(body, 'whsec_someone_else') }))
        .statusCode,
    ).toBe(400);
    expect(await findWebhookEvent(ctx.database.db, JSON.parse(body).id)).toBeNull();
  });

  it('refuses an empty body and a signed non-event with 400', async () => {
    expect((await post('', { 'stripe-signature': 't=1,v1=00' })).statusCode).toBe(400);
    const junk = '{"not":"an event"}';
    expect((await post(junk, signed(junk))).statusCode).toBe(400);
  });

  it('needs no CSRF token and accepts a valid event once', async () => {
    const body = event('customer.created', { id: 'cus_1' });
    const res = await post(body, signed(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await findWebhookEvent(ctx.database.db, JSON.parse(body).id)).toMatchObject({
      type: 'customer.created',
      status: 'processed',
      attempts: 1,
    });
  });

  it('verifies the exact bytes: a body with other whitespace than signed is refused', async () => {
    const body = event('customer.created', { id: 'cus_2' });
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect((await post(pretty, signed(body))).statusCode).toBe(400);
    expect((await post(pretty, signed(pretty))).statusCode).toBe(200);
  });

  it('accepts a header made by the stripe SDK (same scheme)', async () => {
    const body = event('customer.created', { id: 'cus_3' });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: ctx.config.stripeWebhookSecret,
    });
    expect((await post(body, { 'stripe-signature': header })).statusCode).toBe(200);
  });

  it('account.updated refreshes the host holding the account', async () => {
    const account = await gateway.createAccount({ email: 'h@example.test', userId: 1, name: 'H' });
    const host = await createUser(ctx.database.db, {
      isHost: true,
      stripeConnectId: account.id,
      stripeConnectStatus: 'pending',
    });
    // the account is ready at the provider, but no event has arrived yet
    await import('../simulated/repository.ts').then((r) =>
      r.enableAccount(ctx.database.db, account.id),
    );
    const before = await ctx.database.db.select().from(users).where(eq(users.id, host.id));
    expect(before[0]).toMatchObject({
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: false,
    });

    const body = event('account.updated', { id: account.id, object: 'account' });
    const res = await post(body, signed(body));
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, host.id));
    expect(after).toMatchObject({
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
  });

  it('a duplicate event id changes nothing and says so', async () => {
    const calls: string[] = [];
    ctx.app.deps.paymentEvents.on('test.counted', async (e) => {
      calls.push(e.id);
    });
    const body = event('test.counted', { id: 'x_1' });
    const first = await post(body, signed(body));
    const second = await post(body, signed(body));
    // a re-signed delivery of the same event (Stripe's retries are signed afresh)
    const third = await post(body, {
      'stripe-signature': signWebhookPayload(
        body,
        ctx.config.stripeWebhookSecret,
        Math.floor(Date.now() / 1000) - 10,
      ),
    });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(third.json()).toEqual({ received: true, duplicate: true });
    expect(calls).toEqual([JSON.parse(body).id]);
    const rows = await ctx.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, JSON.parse(body).id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('simultaneous deliveries of one event run its handlers once', async () => {
    let runs = 0;
    ctx.app.deps.paymentEvents.on('test.concurrent', async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 30));
    });
    const body = event('test.concurrent', { id: 'x_2' });
    const results = await Promise.all(Array.from({ length: 5 }, () => post(body, signed(body))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it('a failing handler answers 500 so the provider retries, and the retry runs it again', async () => {
    let attempts = 0;
    ctx.app.deps.paymentEvents.on('test.flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database hiccup');
    });
    const body = event('test.flaky', { id: 'x_3' });
    const first = await post(body, signed(body));
    expect(first.statusCode).toBe(500);
    expect(await findWebhookEvent(ctx.database.db, JSON.parse(body).id)).toMatchObject({
      status: 'failed',
      error: 'database hiccup',
    });
    const retry = await post(body, signed(body));
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect(attempts).toBe(2);
    expect(await findWebhookEvent(ctx.database.db, JSON.parse(body).id)).toMatchObject({
      status: 'processed',
      attempts: 2,
    });
  });
});
