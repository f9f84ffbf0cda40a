import { hostEarningsSchema, PARTY_SEAT_MESSAGES, priceOfSeats } from '@storytable/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  events,
  reservationSeats,
  reservations,
  seatCancellations,
  simulatedRefunds,
} from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  confirmCard,
  createIntent,
  guest,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';

/** Cancelling one companion's seat (decision 067), free and paid. Both databases. */
const ctx = useTestApp();
const DAY = 24 * 3_600_000;

const PARTY3 = [{}, { name: 'Rui' }, { name: 'Ines' }];

async function dinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    capacity: 6,
    maxSeatsPerBooking: 3,
    dateTime: new Date(Date.now() + 5 * DAY),
    ...overrides,
  });
  return { host, event };
}

const seatUrl = (id: number, position: number | string) =>
  `/api/reservations/${id}/seats/${position}`;

async function partyRow(id: number) {
  const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, id));
  const seats = await ctx.database.db
    .select({ position: reservationSeats.position, name: reservationSeats.name })
    .from(reservationSeats)
    .where(eq(reservationSeats.reservationId, id))
    .orderBy(reservationSeats.position);
  return { row, seats };
}

async function refundsOf(paymentIntentId: string) {
  return (
    await ctx.database.db
      .select({ amount: simulatedRefunds.amount })
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.paymentIntentId, paymentIntentId))
      .orderBy(simulatedRefunds.createdAt)
  ).map((r) => r.amount);
}

async function paidParty(price: number) {
  const { host, event } = await dinner({ price });
  const g = await guest(ctx);
  const created = await createIntent(ctx, g.agent, { eventId: event.id, seats: PARTY3 });
  expect(created.statusCode).toBe(200);
  const intent = created.json() as { paymentIntentId: string; clientSecret: string };
  expect((await confirmCard(ctx, g.agent, intent)).statusCode).toBe(200);
  const made = await reserve(ctx, g.agent, {
    eventId: event.id,
    paymentIntentId: intent.paymentIntentId,
  });
  expect([200, 201]).toContain(made.statusCode);
  return { host, event, g, id: made.json().reservation.id as number, intent };
}

describe('DELETE /api/reservations/:id/seats/:position, free dinner', () => {
  it('takes one companion out: the party shrinks, the seat returns, a receipt goes', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const made = await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY3 });
    expect(made.statusCode).toBe(201);
    const id = made.json().reservation.id as number;
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);

    const res = await request(ctx, g.agent, 'DELETE', seatUrl(id, 2));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PARTY_SEAT_MESSAGES.CANCELLED,
      seats: 2,
      refundAmount: 0,
      refundProcessed: false,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const after = await partyRow(id);
    expect(after.row).toMatchObject({ status: true, seats: 2 });
    // positions stay as booked: a replay of position 2 can never reach another companion
    expect(after.seats).toEqual([
      { position: 0, name: null },
      { position: 1, name: 'Rui' },
    ]);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, g.user.email), like(emailOutbox.subject, 'Cancelled:%')));
    expect(mails.map((m) => m.subject)).toEqual([`Cancelled: Ines’s seat at ${event.title}`]);
    expect(mails[0]?.text).toContain('Your reservation keeps 2 seats.');

    const reservationPage = await request(ctx, g.agent, 'GET', `/api/reservations/${id}`);
    expect(reservationPage.json().seats).toBe(2);

    // the last companion, then only the whole reservation can go
    expect((await request(ctx, g.agent, 'DELETE', seatUrl(id, 1))).json().seats).toBe(1);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(5);
    const whole = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(whole.statusCode).toBe(200);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
  });

  it('answers a replay with 409 and changes nothing', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY3 })).json()
      .reservation.id as number;
    expect((await request(ctx, g.agent, 'DELETE', seatUrl(id, 1))).statusCode).toBe(200);
    const again = await request(ctx, g.agent, 'DELETE', seatUrl(id, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SEAT_ALREADY_CANCELLED',
      message: PARTY_SEAT_MESSAGES.ALREADY_CANCELLED,
      error: expect.any(String),
    });
    expect((await partyRow(id)).row?.seats).toBe(2);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });

  it('refuses bad positions with 400 and writes nothing', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const id = (
      await reserve(ctx, g.agent, { eventId: event.id, seats: [{}, { name: 'Rui' }] })
    ).json().reservation.id as number;
    for (const position of ['0', '4', '-1', 'x', '1.5', '2147483648']) {
      const res = await request(ctx, g.agent, 'DELETE', seatUrl(id, position));
      expect(res.statusCode, position).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // a position the party never had
    const missing = await request(ctx, g.agent, 'DELETE', seatUrl(id, 2));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'NO_SUCH_SEAT', error: expect.any(String) });
    const huge = await request(ctx, g.agent, 'DELETE', '/api/reservations/2147483648/seats/1');
    expect(huge.statusCode).toBe(400);
    expect((await partyRow(id)).row?.seats).toBe(2);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const cancelled = await ctx.database.db.select().from(seatCancellations);
    expect(cancelled.filter((c) => c.reservationId === id)).toEqual([]);
  });

  it('lets only the owner cancel: anonymous 401, anyone else 404', async () => {
    const { host, event } = await dinner();
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY3 })).json()
      .reservation.id as number;
    const other = await guest(ctx);
    expect((await request(ctx, other.agent, 'DELETE', seatUrl(id, 1))).statusCode).toBe(404);
    expect((await request(ctx, host.agent, 'DELETE', seatUrl(id, 1))).statusCode).toBe(404);
    const anon = await anonymousAgent(ctx.app);
    expect((await request(ctx, anon, 'DELETE', seatUrl(id, 1))).statusCode).toBe(401);
    expect((await partyRow(id)).row?.seats).toBe(3);
  });

  it('keeps the 48-hour rule of a whole cancellation', async () => {
    const { event } = await dinner({ dateTime: new Date(Date.now() + DAY) });
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY3 })).json()
      .reservation.id as number;
    const res = await request(ctx, g.agent, 'DELETE', seatUrl(id, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CANCELLATION_TOO_LATE');
    expect((await partyRow(id)).row?.seats).toBe(3);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
  });
});

describe('DELETE /api/reservations/:id/seats/:position, paid dinner', () => {
  it('refunds the seat’s share with its fee, once; the rest goes with the reservation', async () => {
    const { host, event, g, id, intent } = await paidParty(2500);
    const total = priceOfSeats(2500, 3).total;
    expect(total).toBe(7755);

    const res = await request(ctx, g.agent, 'DELETE', seatUrl(id, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PARTY_SEAT_MESSAGES.CANCELLED_REFUNDED,
      seats: 2,
      refundAmount: 2585,
      refundProcessed: true,
    });
    expect(await refundsOf(intent.paymentIntentId)).toEqual([2585]);
    const [seat] = await ctx.database.db
      .select()
      .from(seatCancellations)
      .where(eq(seatCancellations.reservationId, id));
    expect(seat).toMatchObject({ position: 1, share: 2585, refundAmount: 2585 });
    expect(seat?.refundStatus).toBe('succeeded');
    expect(seat?.refundId).toMatch(/^re_/);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Cancelled: Rui’s seat at ${event.title}`));
    expect(mails[0]?.text).toContain('We are refunding $25.85');

    // a replay refunds nothing more
    expect((await request(ctx, g.agent, 'DELETE', seatUrl(id, 1))).statusCode).toBe(409);
    expect(await refundsOf(intent.paymentIntentId)).toEqual([2585]);

    // the host's earnings show the partial refund, equal to the refunds table to the cent
    const earnings = async () =>
      hostEarningsSchema
        .parse((await request(ctx, host.agent, 'GET', '/api/host/earnings')).json())
        .dinners.find((d) => d.eventId === event.id);
    expect(await earnings()).toMatchObject({ gross: total, refunds: 2585, seatsSold: 2 });

    // the whole reservation now refunds what is left, and no more
    expect((await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`)).statusCode).toBe(200);
    expect(await refundsOf(intent.paymentIntentId)).toEqual([2585, 5170]);
    expect(await earnings()).toMatchObject({ gross: total, refunds: total, fees: 0, net: 0 });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
  });

  it('splits odd cents so the shares sum to what was paid', async () => {
    const { g, id, intent } = await paidParty(1001);
    const total = priceOfSeats(1001, 3).total;
    const first = await request(ctx, g.agent, 'DELETE', seatUrl(id, 2));
    const second = await request(ctx, g.agent, 'DELETE', seatUrl(id, 1));
    expect((await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`)).statusCode).toBe(200);
    const refunds = await refundsOf(intent.paymentIntentId);
    expect(refunds).toEqual([first.json().refundAmount, second.json().refundAmount, refunds[2]]);
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(total);
    expect(Math.max(...refunds) - Math.min(...refunds)).toBeLessThanOrEqual(1);
  });

  it('refunds nothing where the policy refunds nothing, and the share stays paid', async () => {
    const { g, id, intent } = await paidParty(2500).then(async (p) => {
      await ctx.database.db
        .update(reservations)
        .set({ createdAt: new Date(Date.now() - DAY) })
        .where(eq(reservations.id, p.id));
      return p;
    });
    const [row] = await ctx.database.db
      .select({ eventId: reservations.eventId })
      .from(reservations)
      .where(eq(reservations.id, id));
    await ctx.database.db
      .update(events)
      .set({ refundPolicy: 'strict' })
      .where(eq(events.id, row?.eventId ?? 0));
    const res = await request(ctx, g.agent, 'DELETE', seatUrl(id, 1));
    expect(res.json()).toMatchObject({
      message: PARTY_SEAT_MESSAGES.CANCELLED_NOT_REFUNDED,
      refundAmount: 0,
      seats: 2,
    });
    expect(await refundsOf(intent.paymentIntentId)).toEqual([]);
  });
});
