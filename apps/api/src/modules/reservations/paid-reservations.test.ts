import {
  cardErrorMessage,
  PAYMENT_MESSAGES,
  paymentIntentResponseSchema,
  RESERVATION_MESSAGES,
  TEST_CARDS,
  totalWithFee,
} from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, simulatedRefunds } from '../../db/schema/index.ts';
import { signWebhookPayload } from '../../platform/payments/webhooks/webhook-signature.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  activeReservations,
  confirmCard,
  createIntent,
  guest,
  holdWebhooks,
  hostedEvent,
  pay,
  payoutReadyHost,
  request,
  reservationRows,
  reserve,
  seatsLeft,
  simulated,
} from '../../test/reservations.ts';

const ctx = useTestApp();

const PRICE = 4000;
const TOTAL = totalWithFee(PRICE);

async function paidDinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, { price: PRICE, capacity: 4, ...overrides });
  return { host, event };
}

const refundsOf = (paymentIntentId: string) =>
  ctx.database.db
    .select()
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));

const emailsTo = (to: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('paid reservations: card outcomes through the simulated gateway', () => {
  it('4242 4242 4242 4242: paid, reserved once (browser and webhook converge), seat taken', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id, TEST_CARDS.SUCCEEDS);
    const res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    // the webhook may have made it first: then the browser gets the same reservation (200)
    expect([200, 201]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({
      message: 'Your reservation has been confirmed!',
      eventId: event.id,
      reservation: { paymentIntentId: pi, amountPaid: TOTAL, status: true, userId: g.user.id },
    });
    await simulated(ctx).flushWebhooks();
    const replay = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().reservation.id).toBe(res.json().reservation.id);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    expect(await emailsTo(g.user.email)).toHaveLength(1);
  });

  it.each([
    ['declined', TEST_CARDS.DECLINED, PAYMENT_MESSAGES.CARD_DECLINED],
    ['insufficient funds', TEST_CARDS.INSUFFICIENT_FUNDS, PAYMENT_MESSAGES.CARD_DECLINED],
    ['expired', TEST_CARDS.EXPIRED, PAYMENT_MESSAGES.CARD_EXPIRED],
    ['incorrect CVC', TEST_CARDS.INCORRECT_CVC, PAYMENT_MESSAGES.INCORRECT_CVC],
  ])(
    '%s card: the spec message, and the unpaid intent makes no reservation (402)',
    async (_n, card, message) => {
      const { event } = await paidDinner();
      const g = await guest(ctx);
      const intent = paymentIntentResponseSchema.parse(
        (await createIntent(ctx, g.agent, { eventId: event.id })).json(),
      );
      const confirmed = await confirmCard(ctx, g.agent, intent, card);
      expect(confirmed.statusCode).toBe(200);
      const { error } = confirmed.json();
      expect(cardErrorMessage(error)).toBe(message);

      const res = await reserve(ctx, g.agent, {
        eventId: event.id,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_NOT_COMPLETED',
        message: RESERVATION_MESSAGES.PAYMENT_NOT_COMPLETED,
      });
      expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);

      // the same intent can then be paid with a good card
      await confirmCard(ctx, g.agent, intent, TEST_CARDS.SUCCEEDS);
      const ok = await reserve(ctx, g.agent, {
        eventId: event.id,
        paymentIntentId: intent.paymentIntentId,
      });
      expect([200, 201]).toContain(ok.statusCode);
      expect(await activeReservations(ctx.database.db, event.id)).toBe(1);
    },
  );
});

describe('paid reservations: only a payment for this dinner, this guest and this amount', () => {
  it('refuses a made-up, another guest’s and another dinner’s payment (400), making no seat', async () => {
    const { event } = await paidDinner();
    const { event: otherDinner } = await paidDinner();
    const me = await guest(ctx);
    const other = await guest(ctx);
    const othersPayment = await pay(ctx, other.agent, event.id);
    const myOtherDinnerPayment = await pay(ctx, me.agent, otherDinner.id);
    await simulated(ctx).flushWebhooks();
    const before = await seatsLeft(ctx.database.db, event.id);
    for (const paymentIntentId of [
      'pi_3DoesNotExist000',
      'not-a-payment-id',
      othersPayment,
      myOtherDinnerPayment,
    ]) {
      const res = await reserve(ctx, me.agent, { eventId: event.id, paymentIntentId });
      expect(res.statusCode, paymentIntentId).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_MISMATCH',
        message: RESERVATION_MESSAGES.PAYMENT_MISMATCH,
      });
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(before);
    const mine = await request(ctx, me.agent, 'GET', '/api/reservations');
    expect(mine.json().map((r: { eventId: number }) => r.eventId)).toEqual([otherDinner.id]);
  });

  it('refuses an underpaid intent (a different amount) and makes no seat', async () => {
    const { host, event } = await paidDinner();
    const g = await guest(ctx);
    const cheap = await ctx.app.deps.payments.createPaymentIntent({
      amount: TOTAL - 500,
      currency: 'usd',
      destinationAccountId: host.accountId,
      applicationFeeAmount: 100,
      metadata: { eventId: event.id, userId: g.user.id },
      idempotencyKey: `underpaid-${event.id}`,
    });
    await confirmCard(ctx, g.agent, {
      paymentIntentId: cheap.id,
      clientSecret: cheap.clientSecret,
    });
    await simulated(ctx).flushWebhooks(); // the webhook refuses it too
    const res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: cheap.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(0);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });

  it('a payment used for a reservation that was cancelled cannot buy a second seat', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    const made = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    const id = made.json().reservation.id;
    await simulated(ctx).flushWebhooks();
    expect((await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`)).statusCode).toBe(200);
    const replay = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_USED',
      message: RESERVATION_MESSAGES.PAYMENT_ALREADY_USED,
    });
    expect(await activeReservations(ctx.database.db, event.id)).toBe(0);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });
});

describe('paid reservations: cancellation and refunds', () => {
  it('cancelling more than 48 hours ahead refunds the payment once and gives the seat back', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    const made = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    await simulated(ctx).flushWebhooks();
    const id = made.json().reservation.id;
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your reservation has been cancelled and your payment will be refunded.',
      refundProcessed: true,
    });
    const refunds = await refundsOf(pi);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: TOTAL,
      status: 'succeeded',
      idempotencyKey: `refund-${id}`,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const [row] = await reservationRows(ctx.database.db, event.id);
    expect(row).toMatchObject({
      status: false,
      cancelReason: 'guest',
      refundStatus: 'succeeded',
      refundId: refunds[0]?.id,
      refundedAt: expect.any(Date),
    });
    const all = await request(ctx, g.agent, 'GET', '/api/reservations?all=1');
    expect(all.json()[0]).toMatchObject({
      refundStatus: 'succeeded',
      refundedAt: expect.any(String),
    });
  });

  it('a provider failure leaves the refund owed (refundProcessed false); the sweeper settles it once', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    const id = (await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi })).json()
      .reservation.id;
    await simulated(ctx).flushWebhooks();
    const gateway = ctx.app.deps.payments;
    const createRefund = gateway.createRefund;
    gateway.createRefund = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
      expect(res.json()).toEqual({
        message: RESERVATION_MESSAGES.CANCELLED_REFUNDED,
        refundProcessed: false,
      });
    } finally {
      gateway.createRefund = createRefund;
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect((await reservationRows(ctx.database.db, event.id))[0]?.refundStatus).toBe('required');
    expect(await refundsOf(pi)).toHaveLength(0);

    const { settleOwed } = await import('../payments/refund-service.ts');
    await settleOwed(ctx.app.deps, ctx.app.log, { graceMs: 0 });
    await settleOwed(ctx.app.deps, ctx.app.log, { graceMs: 0 });
    expect(await refundsOf(pi)).toHaveLength(1);
    expect((await reservationRows(ctx.database.db, event.id))[0]?.refundStatus).toBe('succeeded');
  });
});

describe('paid reservations: payments that can no longer buy a seat are refunded', () => {
  it('two guests pay for the last seat: one gets it, the other is refunded and told so', async () => {
    const { event } = await paidDinner({ capacity: 1 });
    const a = await guest(ctx);
    const b = await guest(ctx);
    const webhooks = holdWebhooks(ctx);
    let piA: string;
    let piB: string;
    try {
      piA = await pay(ctx, a.agent, event.id);
      piB = await pay(ctx, b.agent, event.id);
    } finally {
      await webhooks.release();
    }
    const resA = await reserve(ctx, a.agent, { eventId: event.id, paymentIntentId: piA });
    const resB = await reserve(ctx, b.agent, { eventId: event.id, paymentIntentId: piB });
    // the held webhooks ran first: A's payment took the seat, B's was refunded
    expect(resA.statusCode).toBe(200);
    expect(resB.statusCode).toBe(409);
    expect(resB.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sorry, this event is sold out. Your payment has been refunded.',
      details: { refundProcessed: true },
    });
    expect(await activeReservations(ctx.database.db, event.id)).toBe(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(0);
    expect(await refundsOf(piA)).toHaveLength(0);
    expect(await refundsOf(piB)).toHaveLength(1);
    // B learns it by email too (the webhook made the decision: the browser might never have come back)
    const mail = await emailsTo(b.user.email);
    expect(mail.map((m) => m.subject)).toEqual([
      `Your payment for ${event.title} has been refunded`,
    ]);
    expect(mail[0]?.text).toContain('Sorry, this event is sold out.');
  });

  it('the browser first, on a dinner cancelled while paying: refunded once, replays say so', async () => {
    const { host, event } = await paidDinner();
    const g = await guest(ctx);
    const webhooks = holdWebhooks(ctx);
    let pi: string;
    let res: Awaited<ReturnType<typeof reserve>>;
    try {
      pi = await pay(ctx, g.agent, event.id);
      const cancel = await request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
      expect(cancel.statusCode).toBe(200);
      res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    } finally {
      await webhooks.release();
    }
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EVENT_UNAVAILABLE',
      message:
        'This event has been cancelled or is no longer accepting reservations. Your payment has been refunded.',
    });
    const again = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({ refundProcessed: true });
    expect(await refundsOf(pi)).toHaveLength(1);
    const rows = await reservationRows(ctx.database.db, event.id);
    expect(rows).toMatchObject([
      { status: false, cancelReason: 'event_unavailable', refundStatus: 'succeeded' },
    ]);
  });

  it('a guest who pays twice for one dinner (two tabs) keeps one seat; the second payment is refunded', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const first = await pay(ctx, g.agent, event.id);
    await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: first });
    await simulated(ctx).flushWebhooks();
    // a second intent made outside the usual path (the route refuses a guest with a seat)
    const host = (await ctx.app.deps.payments.retrievePaymentIntent(first)).destinationAccountId;
    const second = await ctx.app.deps.payments.createPaymentIntent({
      amount: TOTAL,
      currency: 'usd',
      destinationAccountId: host ?? '',
      applicationFeeAmount: TOTAL - PRICE,
      metadata: { eventId: event.id, userId: g.user.id },
      idempotencyKey: `second-tab-${event.id}`,
    });
    await confirmCard(ctx, g.agent, {
      paymentIntentId: second.id,
      clientSecret: second.clientSecret,
    });
    await simulated(ctx).flushWebhooks();
    const res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: second.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_RESERVED',
      details: { refundProcessed: true },
    });
    expect(await activeReservations(ctx.database.db, event.id)).toBe(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    expect(await refundsOf(first)).toHaveLength(0);
    expect(await refundsOf(second.id)).toHaveLength(1);
  });
});

describe('payment_intent.succeeded webhook', () => {
  it('makes the reservation when the browser never comes back, and emails the guest', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    await simulated(ctx).flushWebhooks();
    const rows = await reservationRows(ctx.database.db, event.id);
    expect(rows).toMatchObject([{ paymentIntentId: pi, status: true, userId: g.user.id }]);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    const mail = await emailsTo(g.user.email);
    expect(mail.map((m) => m.subject)).toEqual([`Your reservation is confirmed: ${event.title}`]);

    // then the browser comes back: the same reservation, 200, nothing new
    const res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect(res.statusCode).toBe(200);
    expect(res.json().reservation.id).toBe(rows[0]?.id);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(1);
    expect(await emailsTo(g.user.email)).toHaveLength(1);
  });

  it('a duplicate or repeated event changes nothing', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    await simulated(ctx).flushWebhooks();
    const intent = await ctx.app.deps.payments.retrievePaymentIntent(pi);
    const body = JSON.stringify({
      id: `evt_dup${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: pi,
          object: 'payment_intent',
          status: 'succeeded',
          amount: intent.amount,
          currency: 'usd',
          metadata: intent.metadata,
        },
      },
    });
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(body, ctx.config.stripeWebhookSecret),
        },
        payload: body,
      });
    expect((await send()).json()).toEqual({ received: true, duplicate: false });
    expect((await send()).json()).toEqual({ received: true, duplicate: true });
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    expect(await emailsTo(g.user.email)).toHaveLength(1);
  });

  it('refunds a payment for a dinner that no longer exists (no row can record it)', async () => {
    const { host } = await paidDinner();
    const g = await guest(ctx);
    const orphan = await ctx.app.deps.payments.createPaymentIntent({
      amount: TOTAL,
      currency: 'usd',
      destinationAccountId: host.accountId,
      applicationFeeAmount: TOTAL - PRICE,
      metadata: { eventId: 987_654, userId: g.user.id },
      idempotencyKey: `orphan-${g.user.id}`,
    });
    await confirmCard(ctx, g.agent, {
      paymentIntentId: orphan.id,
      clientSecret: orphan.clientSecret,
    });
    await simulated(ctx).flushWebhooks();
    const refunds = await refundsOf(orphan.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${orphan.id}`);
  });

  it('ignores payments without reservation metadata, and re-reads the intent from the provider (unknown: throws, so it is retried)', async () => {
    const { event } = await paidDinner();
    const g = await guest(ctx);
    const { reserveFromPaymentIntent } = await import('./reservation-service.ts');
    const base = {
      status: 'succeeded' as const,
      amount: TOTAL,
      currency: 'usd',
      latestChargeId: null,
      destinationAccountId: null,
      applicationFeeAmount: null,
    };
    await reserveFromPaymentIntent(
      ctx.app.deps,
      { ...base, id: 'pi_x1', metadata: {} },
      ctx.app.log,
    );
    await expect(
      reserveFromPaymentIntent(
        ctx.app.deps,
        {
          ...base,
          id: 'pi_x2',
          metadata: { eventId: String(event.id), userId: String(g.user.id) },
        },
        ctx.app.log,
      ),
    ).rejects.toThrow(/No such payment_intent/);
    expect(await reservationRows(ctx.database.db, event.id)).toHaveLength(0);
  });
});
