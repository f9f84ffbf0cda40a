import { RESERVATION_MESSAGES, type RefundPolicy, totalWithFee } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events, simulatedRefunds } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { newDinnerForm } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  guest,
  hostedEvent,
  pay,
  payoutReadyHost,
  request,
  reservationRows,
  reserve,
  seatsLeft,
  simulated,
} from '../../test/reservations.ts';

// The clock of these tests is the dinner's start: each one is placed a chosen distance from now,
// in each window of each policy (the rule's exact edges are the domain's unit tests).
const ctx = useTestApp();
const db = () => ctx.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 4000;
const PASSWORD = 'Password1!';

const refundsOf = (paymentIntentId: string) =>
  db().select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));

/** A paid seat at a dinner of `policy` starting `ahead` ms from now. */
async function paidSeat(policy: RefundPolicy, ahead: number) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    price: PRICE,
    capacity: 4,
    refundPolicy: policy,
    dateTime: new Date(Date.now() + ahead),
  });
  const g = await guest(ctx);
  const pi = await pay(ctx, g.agent, event.id);
  const made = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
  expect([200, 201]).toContain(made.statusCode);
  await simulated(ctx).flushWebhooks();
  return { host, event, g, pi, id: made.json().reservation.id as number };
}

const receipt = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).find((m) =>
    m.subject.startsWith('Cancelled: your seat'),
  );

describe('DELETE /api/reservations/:id under each refund policy', () => {
  it.each([
    // policy, days ahead, refunded
    ['flexible', 10, true],
    ['moderate', 10, true],
    ['strict', 10, false],
    ['flexible', 4, true],
    ['moderate', 4, false],
    ['strict', 4, false],
  ] as const)('%s, %s days ahead: refunded %s, seat freed', async (policy, days, refunded) => {
    const { event, g, pi, id } = await paidSeat(policy, days * DAY);
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      refunded
        ? { message: RESERVATION_MESSAGES.CANCELLED_REFUNDED, refundProcessed: true }
        : { message: RESERVATION_MESSAGES.CANCELLED_NOT_REFUNDED, refundProcessed: false },
    );
    expect(await seatsLeft(db(), event.id)).toBe(4);
    const [row] = await reservationRows(db(), event.id);
    expect(row).toMatchObject({
      status: false,
      cancelReason: 'guest',
      refundStatus: refunded ? 'succeeded' : null,
    });
    const refunds = await refundsOf(pi);
    expect(refunds.map((r) => r.amount)).toEqual(refunded ? [totalWithFee(PRICE)] : []);
    const mail = await receipt(g.user.email);
    expect(mail?.text).toContain(
      refunded
        ? `We are refunding $${(totalWithFee(PRICE) / 100).toFixed(2)}`
        : `Your payment of $${(totalWithFee(PRICE) / 100).toFixed(2)} is not refunded.`,
    );
  });

  it.each(['flexible', 'moderate', 'strict'] as const)(
    '%s, 30 hours ahead: refused with the spec message, nothing changes',
    async (policy) => {
      const { event, g, pi, id } = await paidSeat(policy, 30 * HOUR);
      const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CANCELLATION_TOO_LATE' });
      expect(await seatsLeft(db(), event.id)).toBe(3);
      expect(await refundsOf(pi)).toHaveLength(0);
    },
  );

  it('refunds a strict seat in full for 48 hours after the dinner moved, even inside the cutoff', async () => {
    const { event, g, pi, id } = await paidSeat('strict', 30 * HOUR);
    await db().update(events).set({ materialChangeAt: new Date() }).where(eq(events.id, event.id));
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESERVATION_MESSAGES.CANCELLED_REFUNDED);
    expect(await refundsOf(pi)).toHaveLength(1);
  });

  it('refunds a free seat nothing and says so plainly', async () => {
    const host = await payoutReadyHost(ctx);
    const event = await hostedEvent(ctx, host.user.id, {
      refundPolicy: 'strict',
      dateTime: new Date(Date.now() + 4 * DAY),
    });
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: event.id })).json().reservation.id;
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.json().message).toBe(RESERVATION_MESSAGES.CANCELLED);
  });
});

describe('the host cancels, and an account closes, under the policies', () => {
  it('refunds every guest of a strict dinner when its host cancels it', async () => {
    const { host, event, pi } = await paidSeat('strict', 4 * DAY);
    const res = await request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(pi)).toHaveLength(1);
  });

  it.each([
    ['flexible', true],
    ['moderate', false],
    ['strict', false],
  ] as const)(
    "a closing account's %s seat 4 days ahead: refunded %s, seat freed",
    async (policy, refunded) => {
      const host = await payoutReadyHost(ctx);
      const event = await hostedEvent(ctx, host.user.id, {
        price: PRICE,
        capacity: 4,
        refundPolicy: policy,
        dateTime: new Date(Date.now() + 4 * DAY),
      });
      const g = await signedInUser(ctx.app, db(), { password: PASSWORD });
      const pi = await pay(ctx, g.agent, event.id);
      await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
      await simulated(ctx).flushWebhooks();
      const res = await request(ctx, g.agent, 'DELETE', '/api/user', {
        currentPassword: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(await seatsLeft(db(), event.id)).toBe(4);
      expect(await refundsOf(pi)).toHaveLength(refunded ? 1 : 0);
    },
  );
});

describe('POST /api/events: the refund policy', () => {
  const payload = newDinnerForm();
  const create = async (body: object) => {
    const host = await payoutReadyHost(ctx);
    return request(ctx, host.agent, 'POST', '/api/events', body);
  };

  it('keeps the chosen policy, flexible when left out, and shows it on the event', async () => {
    const moderate = await create({ ...payload, refundPolicy: 'moderate' });
    expect(moderate.statusCode).toBe(201);
    expect(moderate.json()).toMatchObject({ refundPolicy: 'moderate', materialChangeAt: null });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/events/${moderate.json().id}` });
    expect(read.json().refundPolicy).toBe('moderate');
    expect((await create(payload)).json().refundPolicy).toBe('flexible');
  });

  it.each(['lenient', '', 7, null, 'FLEXIBLE'])(
    'refuses refundPolicy %j with a 400',
    async (bad) => {
      const res = await create({ ...payload, refundPolicy: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    },
  );
});
