import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { simulatedRefunds } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

const { ctx, sink } = useTestAppWithMail();

let realCreateRefund: PaymentGateway['createRefund'];
beforeEach(() => {
  const gateway = ctx.app.deps.payments;
  realCreateRefund ??= gateway.createRefund.bind(gateway);
  gateway.createRefund = realCreateRefund;
});

const PRICE = 3500;

/** A dinner with two paid guests and one free... the free one on a second, free dinner. */
async function dinnerWithGuests(paidGuests: number) {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, { price: PRICE, capacity: 6 });
  const guests = [];
  for (let i = 0; i < paidGuests; i++) {
    const g = await money.guest(ctx);
    const pi = await money.pay(ctx, g.agent, event.id);
    const res = await money.reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect([200, 201]).toContain(res.statusCode);
    guests.push({ ...g, pi, reservationId: res.json().reservation.id as number });
  }
  await money.simulated(ctx).flushWebhooks();
  await Promise.all(guests.map((g) => sink.waitFor(g.user.email))); // the confirmations
  return { host, event, guests };
}

const refundsOf = (pi: string) =>
  ctx.database.db.select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, pi));

const cancelledMails = (email: string, title: string) =>
  sink.to(email).filter((m) => m.subject === `Cancelled: ${title}`);

describe('DELETE /api/events/:id with reservations', () => {
  it('cancels every reservation, refunds each paid one once, emails each guest, frees the seats', async () => {
    const { host, event, guests } = await dinnerWithGuests(2);
    const free = await money.hostedEvent(ctx, host.user.id, { capacity: 3 });
    const freeGuest = await money.guest(ctx);
    expect((await money.reserve(ctx, freeGuest.agent, { eventId: free.id })).statusCode).toBe(201);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(4);

    const res = await money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ status: false, availableSpots: 6 });
    expect(res.json()).toMatchObject({ reservationsCancelled: 2, refundsStarted: 2 });
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(0);
    for (const g of guests) {
      const refunds = await refundsOf(g.pi);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.idempotencyKey).toBe(`refund-${g.reservationId}`);
      const mail = await sink.waitFor(g.user.email, { since: 1 });
      expect(mail.subject).toBe(`Cancelled: ${event.title}`);
      expect(mail.text).toContain('the host has cancelled');
      expect(mail.text).toContain('has been refunded in full');
    }
    const rows = await money.reservationRows(ctx.database.db, event.id);
    expect(rows.every((r) => r.cancelReason === 'event_cancelled')).toBe(true);
    expect(rows.every((r) => r.refundStatus === 'succeeded' && !r.notifyPending)).toBe(true);

    // the free dinner's guest: cancelled and emailed, nothing to refund
    const freeRes = await money.request(ctx, host.agent, 'DELETE', `/api/events/${free.id}`);
    expect(freeRes.statusCode).toBe(200);
    expect(freeRes.json()).toMatchObject({ reservationsCancelled: 1, refundsStarted: 0 });
    const freeMail = await sink.waitFor(freeGuest.user.email, { since: 1 });
    expect(freeMail.subject).toBe(`Cancelled: ${free.title}`);
    expect(freeMail.text).not.toContain('refunded');
    const [freeRow] = await money.reservationRows(ctx.database.db, free.id);
    expect(freeRow).toMatchObject({ status: false, refundStatus: null, notifyPending: false });

    // running it again changes nothing: no second refund, no second email
    expect(
      (await money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`)).statusCode,
    ).toBe(200);
    for (const g of guests) {
      expect(await refundsOf(g.pi)).toHaveLength(1);
      expect(cancelledMails(g.user.email, event.title)).toHaveLength(1);
    }
  });

  it('survives a crash half-way: the re-run refunds the rest, exactly one refund each', async () => {
    const { host, event, guests } = await dinnerWithGuests(3);
    const [a, b, c] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];
    const gateway = ctx.app.deps.payments;
    gateway.createRefund = async (input) => {
      // b: the provider is down; c: the refund went through but we died before recording it
      if (input.paymentIntentId === b.pi) throw new Error('connection reset');
      const refund = await realCreateRefund(input);
      if (input.paymentIntentId === c.pi) throw new Error('process killed');
      return refund;
    };
    const first = await money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
    expect(first.statusCode).toBe(200);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(0);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(6);
    expect(await refundsOf(a.pi)).toHaveLength(1);
    expect(await refundsOf(b.pi)).toHaveLength(0);
    expect(await refundsOf(c.pi)).toHaveLength(1);
    const owed = (await money.reservationRows(ctx.database.db, event.id)).filter(
      (r) => r.refundStatus === 'required',
    );
    expect(owed.map((r) => r.id).sort()).toEqual([b.reservationId, c.reservationId].sort());
    await sink.waitFor(a.user.email, { since: 1 });
    expect(cancelledMails(b.user.email, event.title)).toHaveLength(0);
    expect(cancelledMails(c.user.email, event.title)).toHaveLength(0);

    gateway.createRefund = realCreateRefund;
    const rerun = await money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
    expect(rerun.statusCode).toBe(200);
    for (const g of guests) {
      expect(await refundsOf(g.pi)).toHaveLength(1);
      await sink.waitFor(g.user.email, { since: 1 });
    }
    const rows = await money.reservationRows(ctx.database.db, event.id);
    expect(rows.every((r) => r.refundStatus === 'succeeded' && !r.notifyPending)).toBe(true);
    // c's refund is the one the provider made before the crash (same idempotency key)
    const cRow = rows.find((r) => r.id === c.reservationId);
    expect(cRow?.refundId).toBe((await refundsOf(c.pi))[0]?.id);

    await money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`);
    for (const g of guests) {
      expect(await refundsOf(g.pi)).toHaveLength(1);
      expect(cancelledMails(g.user.email, event.title)).toHaveLength(1);
    }
  });

  it('an admin may cancel; another host may not (and nothing is refunded)', async () => {
    const { event, guests } = await dinnerWithGuests(1);
    const intruder = await money.payoutReadyHost(ctx);
    expect(
      (await money.request(ctx, intruder.agent, 'DELETE', `/api/events/${event.id}`)).statusCode,
    ).toBe(403);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(1);
    expect(await refundsOf(guests[0]?.pi ?? '')).toHaveLength(0);
    const { signedInUser } = await import('../../test/auth.ts');
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    expect(
      (await money.request(ctx, admin.agent, 'DELETE', `/api/events/${event.id}`)).statusCode,
    ).toBe(200);
    expect(await refundsOf(guests[0]?.pi ?? '')).toHaveLength(1);
  });

  it('reservations racing the cancellation either get in (and are refunded) or are refused', async () => {
    const host = await money.payoutReadyHost(ctx);
    const event = await money.hostedEvent(ctx, host.user.id, { capacity: 8 });
    const people = await Promise.all(Array.from({ length: 8 }, () => money.guest(ctx)));
    const [cancel, ...attempts] = await Promise.all([
      money.request(ctx, host.agent, 'DELETE', `/api/events/${event.id}`),
      ...people.map((p) => money.reserve(ctx, p.agent, { eventId: event.id })),
    ]);
    expect(cancel?.statusCode).toBe(200);
    for (const r of attempts) expect([201, 409]).toContain(r.statusCode);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(0);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(8);
  });
});
