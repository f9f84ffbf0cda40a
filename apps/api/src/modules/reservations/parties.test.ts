import {
  guestListSchema,
  PARTY_MESSAGES,
  priceOfSeats,
  reservationSchema,
} from '@storytable/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  events,
  reservationSeats,
  reservations,
  simulatedRefunds,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  confirmCard,
  createIntent,
  guest,
  holdWebhooks,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';

/** Parties (decision 063): one reservation, 1 to 4 seats, all taken or none. Both databases. */
const ctx = useTestApp();

async function dinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    capacity: 6,
    maxSeatsPerBooking: 3,
    ...overrides,
  });
  return { host, event };
}

const PARTY = [
  { dietary: { needs: ['vegetarian'] } },
  { name: '  Rui ', dietary: { needs: ['nut_allergy', 'vegan'], note: 'No cashews.' } },
];

const seatRows = (reservationId: number) =>
  ctx.database.db
    .select()
    .from(reservationSeats)
    .where(eq(reservationSeats.reservationId, reservationId))
    .orderBy(reservationSeats.position);

const offerStatus = async (eventId: number, userId: number) =>
  (
    await ctx.database.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, userId)))
  )[0]?.status;

const reservationCount = async (eventId: number) =>
  (await ctx.database.db.select().from(reservations).where(eq(reservations.eventId, eventId)))
    .length;

describe('POST /api/reservations with a party', () => {
  it('takes every seat in one reservation, names the companions and emails each seat', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(res.statusCode).toBe(201);
    const made = reservationSchema.parse(res.json().reservation);
    expect(made.seats).toBe(2);
    expect(made.event.maxSeatsPerBooking).toBe(3);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect(await seatRows(made.id)).toMatchObject([
      { position: 0, name: null, dietary: ['vegetarian'] },
      { position: 1, name: 'Rui', dietary: ['vegan', 'nut_allergy'], dietaryNote: 'No cashews.' },
    ]);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, g.user.email));
    expect(mail?.text).toContain(`${g.user.name}, dietary needs: Vegetarian`);
    expect(mail?.text).toContain('Rui, dietary needs: Vegan, Nut allergy (No cashews.)');
  });

  it('shows the host every seat: counts, totals per need and the companions', async () => {
    const { host, event } = await dinner();
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY })).statusCode).toBe(201);
    const solo = await guest(ctx);
    expect((await reserve(ctx, solo.agent, { eventId: event.id })).statusCode).toBe(201);
    const list = guestListSchema.parse(
      (await request(ctx, host.agent, 'GET', `/api/events/${event.id}/guests`)).json(),
    );
    expect(list.confirmedSeats).toBe(3);
    expect(list.guests.map((x) => x.seats)).toEqual([2, 1]);
    expect(list.guests[0]?.companions).toEqual([
      { name: 'Rui', dietary: { needs: ['vegan', 'nut_allergy'], note: 'No cashews.' } },
    ]);
    expect(list.dietaryTotals.map((t) => [t.need, t.seats])).toEqual([
      ['vegetarian', 1],
      ['vegan', 1],
      ['nut_allergy', 1],
    ]);
  });

  it('refuses a party over the dinner’s cap with 400 PARTY_TOO_LARGE, nothing written', async () => {
    const { event } = await dinner({ maxSeatsPerBooking: 2 });
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      seats: [{}, { name: 'Rui' }, { name: 'Ines' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PARTY_TOO_LARGE',
      message: PARTY_MESSAGES.tooLarge(2),
      error: expect.any(String),
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
    expect(await reservationCount(event.id)).toBe(0);
  });

  it('answers bad parties with 400 and changes nothing', async () => {
    const { event } = await dinner({ maxSeatsPerBooking: 4 });
    const g = await guest(ctx);
    for (const seats of [
      [],
      [{}, {}],
      [{}, { name: '   ' }],
      [{}, { name: 'x'.repeat(61) }],
      [{}, { name: 'Rui', dietary: { needs: [], note: 'n'.repeat(201) } }],
      [{}, { name: 'Rui', dietary: { needs: ['carnivore'] } }],
      [{}, { name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
      'two',
    ]) {
      const res = await reserve(ctx, g.agent, { eventId: event.id, seats });
      expect(res.statusCode, JSON.stringify(seats)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
    expect(await reservationCount(event.id)).toBe(0);
    // the bounds themselves pass
    const ok = await reserve(ctx, g.agent, {
      eventId: event.id,
      seats: [{}, { name: 'x'.repeat(60), dietary: { needs: [], note: 'n'.repeat(200) } }],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('tells a party too big for the seats left apart from a sold-out dinner', async () => {
    const { event } = await dinner({ capacity: 2 });
    const first = await guest(ctx);
    expect((await reserve(ctx, first.agent, { eventId: event.id })).statusCode).toBe(201);
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_ENOUGH_SEATS',
      message: PARTY_MESSAGES.notEnough(1),
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(1);
    const last = await guest(ctx);
    expect((await reserve(ctx, last.agent, { eventId: event.id })).statusCode).toBe(201);
    const sold = await reserve(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('SOLD_OUT');
    expect(await reservationCount(event.id)).toBe(2);
  });

  it('returns every seat when the guest cancels', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      seats: [...PARTY, { name: 'Ines' }],
    });
    expect(res.statusCode).toBe(201);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    const id = res.json().reservation.id;
    const cancelled = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
  });

  it('counts the seat the waitlist holds for the booker, and leaves it held when the rest is gone', async () => {
    const { event } = await dinner({ capacity: 2, maxSeatsPerBooking: 2 });
    const [a, b, c] = await Promise.all([guest(ctx), guest(ctx), guest(ctx)]);
    const first = await reserve(ctx, a.agent, { eventId: event.id });
    expect((await reserve(ctx, b.agent, { eventId: event.id })).statusCode).toBe(201);
    const line = `/api/events/${event.id}/waitlist`;
    expect((await request(ctx, c.agent, 'POST', line)).statusCode).toBe(201);
    const freed = `/api/reservations/${first.json().reservation.id}`;
    expect((await request(ctx, a.agent, 'DELETE', freed)).statusCode).toBe(200);
    expect(await offerStatus(event.id, c.user.id)).toBe('offered');
    // the held seat alone cannot seat two: refused, and the offer stays
    const refused = await reserve(ctx, c.agent, { eventId: event.id, seats: PARTY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SOLD_OUT');
    expect(await offerStatus(event.id, c.user.id)).toBe('offered');
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(0);
    // with one public seat beside it, the party takes both
    await ctx.database.db
      .update(events)
      .set({ capacity: 3, availableSpots: 1 })
      .where(eq(events.id, event.id));
    const seated = await reserve(ctx, c.agent, { eventId: event.id, seats: PARTY });
    expect(seated.statusCode).toBe(201);
    expect(await offerStatus(event.id, c.user.id)).toBe('claimed');
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(0);
  });

  it('keeps anonymous callers out as before', async () => {
    const { event } = await dinner();
    const res = await reserve(ctx, await anonymousAgent(ctx.app), {
      eventId: event.id,
      seats: PARTY,
    });
    expect(res.statusCode).toBe(401);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
  });
});

describe('paid parties', () => {
  it('charges the party total with the fee on it, and the payment seats the same party', async () => {
    const { event } = await dinner({ price: 4000 });
    const g = await guest(ctx);
    const created = await createIntent(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(created.statusCode).toBe(200);
    const price = priceOfSeats(4000, 2);
    expect(created.json()).toMatchObject({ amount: price.total, fee: price.fee, price: 4000 });
    const intent = created.json() as { paymentIntentId: string; clientSecret: string };
    const webhooks = holdWebhooks(ctx);
    expect((await confirmCard(ctx, g.agent, intent)).statusCode).toBe(200);
    await webhooks.release();
    const [row] = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, event.id));
    expect(row).toMatchObject({ status: true, seats: 2, amountPaid: price.total });
    expect((await seatRows(row?.id ?? 0)).map((s) => s.name)).toEqual([null, 'Rui']);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    // the browser coming back finds the webhook's reservation
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reservation.seats).toBe(2);
    // cancelling refunds the whole amount and returns both seats
    const cancelled = await request(ctx, g.agent, 'DELETE', `/api/reservations/${row?.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(6);
    const refunds = await ctx.database.db
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.paymentIntentId, intent.paymentIntentId));
    expect(refunds.map((r) => r.amount)).toEqual([price.total]);
  });

  it('refuses a party over the cap or the seats left before any payment begins', async () => {
    const { event } = await dinner({ price: 4000, capacity: 2, maxSeatsPerBooking: 2 });
    const g = await guest(ctx);
    const tooLarge = await createIntent(ctx, g.agent, {
      eventId: event.id,
      seats: [{}, { name: 'Rui' }, { name: 'Ines' }],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('PARTY_TOO_LARGE');
    const other = await guest(ctx);
    expect((await reserve(ctx, other.agent, { eventId: event.id })).statusCode).toBe(402);
    // one seat of two left, as a free booking elsewhere would leave it
    await ctx.database.db.update(events).set({ availableSpots: 1 }).where(eq(events.id, event.id));
    const notEnough = await createIntent(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(notEnough.statusCode).toBe(409);
    expect(notEnough.json().code).toBe('NOT_ENOUGH_SEATS');
  });

  it('makes another intent when the party changes: the idempotency key covers it', async () => {
    const { event } = await dinner({ price: 4000 });
    const g = await guest(ctx);
    const one = await createIntent(ctx, g.agent, { eventId: event.id });
    const two = await createIntent(ctx, g.agent, { eventId: event.id, seats: PARTY });
    const again = await createIntent(ctx, g.agent, { eventId: event.id, seats: PARTY });
    expect(one.json().paymentIntentId).not.toBe(two.json().paymentIntentId);
    expect(two.json().paymentIntentId).toBe(again.json().paymentIntentId);
    expect(two.json().amount).toBe(priceOfSeats(4000, 2).total);
  });
});
