import {
  createReservationResponseSchema,
  RESERVATION_MESSAGES,
  reservationListSchema,
} from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, reviews, users } from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  activeReservations,
  guest,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';

const ctx = useTestApp();

const HOUR = 3_600_000;

async function freeDinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, overrides);
  return { host, event };
}

describe('POST /api/reservations (free dinners)', () => {
  it('confirms a seat: 201 with the reservation, one seat fewer, listed, emailed', async () => {
    const { event } = await freeDinner({ capacity: 4 });
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    const body = createReservationResponseSchema.parse(res.json());
    expect(body.message).toBe('Your reservation has been confirmed!');
    expect(body.eventId).toBe(event.id);
    expect(body.reservation).toMatchObject({
      eventId: event.id,
      userId: g.user.id,
      status: true,
      paymentIntentId: null,
      amountPaid: 0,
      cancelledAt: null,
      refundStatus: null,
      rating: null,
    });
    expect(body.reservation.event).toMatchObject({ id: event.id, availableSpots: 3 });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(detail.json().availableSpots).toBe(3);

    const list = await request(ctx, g.agent, 'GET', `/api/reservations?t=${Date.now()}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const mine = reservationListSchema.parse(list.json());
    expect(mine.map((r) => r.id)).toEqual([body.reservation.id]);

    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, g.user.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your reservation is confirmed: ${event.title}`);
    expect(mail[0]?.attachments?.[0]?.contentType).toContain('text/calendar');
  });

  it('refuses a visitor with 401 before looking at the body', async () => {
    const visitor = await anonymousAgent(ctx.app);
    const res = await reserve(ctx, visitor, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers bad input with 400, never 500', async () => {
    const g = await guest(ctx);
    for (const body of [
      {},
      { eventId: 'abc' },
      { eventId: -1 },
      { eventId: 1.5 },
      { eventId: 1, paymentIntentId: '' },
      { eventId: 1, paymentIntentId: 'x'.repeat(300) },
    ]) {
      const res = await reserve(ctx, g.agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...g.agent.headers, 'content-type': 'application/json' },
      payload: '{"eventId":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('answers 404 for a dinner that does not exist', async () => {
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'EVENT_NOT_AVAILABLE',
      message: 'This event is no longer available for reservations.',
    });
  });

  it('refuses the host on their own dinner with 403', async () => {
    const { host, event } = await freeDinner();
    const res = await reserve(ctx, host.agent, { eventId: event.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'OWN_EVENT',
      message: RESERVATION_MESSAGES.OWN_EVENT,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(event.capacity);
  });

  it('refuses a second reservation by the same guest with 409, seat count unchanged', async () => {
    const { event } = await freeDinner({ capacity: 5 });
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    const again = await reserve(ctx, g.agent, { eventId: event.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_RESERVED',
      message: 'You already have a reservation for this event.',
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect(await activeReservations(ctx.database.db, event.id)).toBe(1);
  });

  it('refuses a full dinner with the spec message', async () => {
    const { event } = await freeDinner({ capacity: 1 });
    const first = await guest(ctx);
    const second = await guest(ctx);
    expect((await reserve(ctx, first.agent, { eventId: event.id })).statusCode).toBe(201);
    const res = await reserve(ctx, second.agent, { eventId: event.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sorry, this event is sold out.',
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(0);
  });

  it('refuses a cancelled dinner and a past one, each with its own message', async () => {
    const { event: cancelled } = await freeDinner({ status: false });
    const { event: past } = await freeDinner({ dateTime: new Date(Date.now() - HOUR) });
    const g = await guest(ctx);
    const a = await reserve(ctx, g.agent, { eventId: cancelled.id });
    expect(a.statusCode).toBe(409);
    expect(a.json()).toMatchObject({
      code: 'EVENT_UNAVAILABLE',
      message: 'This event has been cancelled or is no longer accepting reservations.',
    });
    const b = await reserve(ctx, g.agent, { eventId: past.id });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({
      code: 'EVENT_PAST',
      message: RESERVATION_MESSAGES.EVENT_PAST,
    });
    expect(await seatsLeft(ctx.database.db, past.id)).toBe(past.capacity);
  });

  it('asks for payment on a paid dinner (402) and refuses a payment on a free one (400)', async () => {
    const host = await payoutReadyHost(ctx);
    const paid = await hostedEvent(ctx, host.user.id, { price: 2500 });
    const free = await hostedEvent(ctx, host.user.id);
    const g = await guest(ctx);
    const a = await reserve(ctx, g.agent, { eventId: paid.id });
    expect(a.statusCode).toBe(402);
    expect(a.json()).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: RESERVATION_MESSAGES.PAYMENT_REQUIRED,
    });
    const b = await reserve(ctx, g.agent, { eventId: free.id, paymentIntentId: 'pi_123' });
    expect(b.statusCode).toBe(400);
    expect(b.json().code).toBe('PAYMENT_MISMATCH');
    expect(await activeReservations(ctx.database.db, paid.id)).toBe(0);
    expect(await activeReservations(ctx.database.db, free.id)).toBe(0);
  });
});

describe('GET /api/reservations and /api/reservations/attended', () => {
  it('lists only my confirmed reservations, soonest dinner first; all=true adds cancelled ones', async () => {
    const host = await payoutReadyHost(ctx);
    const later = await hostedEvent(ctx, host.user.id, {
      dateTime: new Date(Date.now() + 20 * 24 * HOUR),
    });
    const sooner = await hostedEvent(ctx, host.user.id, {
      dateTime: new Date(Date.now() + 10 * 24 * HOUR),
    });
    const dropped = await hostedEvent(ctx, host.user.id, {
      dateTime: new Date(Date.now() + 15 * 24 * HOUR),
    });
    const me = await guest(ctx);
    const other = await guest(ctx);
    for (const e of [later, sooner, dropped]) {
      expect((await reserve(ctx, me.agent, { eventId: e.id })).statusCode).toBe(201);
    }
    await reserve(ctx, other.agent, { eventId: sooner.id });
    const droppedId = (await request(ctx, me.agent, 'GET', '/api/reservations'))
      .json()
      .find((r: { eventId: number }) => r.eventId === dropped.id).id;
    expect(
      (await request(ctx, me.agent, 'DELETE', `/api/reservations/${droppedId}`)).statusCode,
    ).toBe(200);

    const list = reservationListSchema.parse(
      (await request(ctx, me.agent, 'GET', '/api/reservations')).json(),
    );
    expect(list.map((r) => r.eventId)).toEqual([sooner.id, later.id]);
    expect(list.every((r) => r.userId === me.user.id && r.status)).toBe(true);

    const all = reservationListSchema.parse(
      (await request(ctx, me.agent, 'GET', '/api/reservations?all=true')).json(),
    );
    expect(all.map((r) => r.eventId)).toEqual([sooner.id, dropped.id, later.id]);
    expect(all.find((r) => r.eventId === dropped.id)).toMatchObject({
      status: false,
      cancelledAt: expect.any(String),
    });
  });

  it('lists attended dinners (ended, confirmed) with my review, most recent first', async () => {
    const host = await payoutReadyHost(ctx);
    const me = await guest(ctx);
    // reserve while upcoming, then let time pass by moving the dinners into the past
    const older = await hostedEvent(ctx, host.user.id);
    const recent = await hostedEvent(ctx, host.user.id);
    const running = await hostedEvent(ctx, host.user.id);
    const upcoming = await hostedEvent(ctx, host.user.id);
    for (const e of [older, recent, running, upcoming]) {
      expect((await reserve(ctx, me.agent, { eventId: e.id })).statusCode).toBe(201);
    }
    const { events } = await import('../../db/schema/index.ts');
    const move = (id: number, at: Date) =>
      ctx.database.db.update(events).set({ dateTime: at }).where(eq(events.id, id));
    await move(older.id, new Date(Date.now() - 10 * 24 * HOUR));
    await move(recent.id, new Date(Date.now() - 3 * HOUR));
    await move(running.id, new Date(Date.now() - HOUR)); // started, not ended (2 hours)
    await ctx.database.db
      .insert(reviews)
      .values({ eventId: older.id, userId: me.user.id, rating: 4, review: 'Lovely' });

    const res = await request(ctx, me.agent, 'GET', '/api/reservations/attended?t=1');
    expect(res.statusCode).toBe(200);
    const attended = reservationListSchema.parse(res.json());
    expect(attended.map((r) => r.eventId)).toEqual([recent.id, older.id]);
    expect(attended[1]).toMatchObject({
      rating: 4,
      review: 'Lovely',
      reviewDate: expect.any(String),
    });
    expect(attended[0]).toMatchObject({ rating: null, review: null, reviewDate: null });
  });

  it('refuses visitors with 401', async () => {
    const visitor = await anonymousAgent(ctx.app);
    expect((await request(ctx, visitor, 'GET', '/api/reservations')).statusCode).toBe(401);
    expect((await request(ctx, visitor, 'GET', '/api/reservations/attended')).statusCode).toBe(401);
  });
});

describe('DELETE /api/reservations/:id', () => {
  async function reserved(overrides: Parameters<typeof hostedEvent>[2] = {}) {
    const { event } = await freeDinner({ capacity: 3, ...overrides });
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    return { event, g, id: res.json().reservation.id as number };
  }

  it('cancels a free reservation: seat back, no refund; then the guest may reserve again', async () => {
    const { event, g, id } = await reserved();
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your reservation has been cancelled.',
      refundProcessed: false,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);

    const again = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_CANCELLED',
      message: RESERVATION_MESSAGES.ALREADY_CANCELLED,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);

    expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
  });

  it("answers 404 for someone else's reservation and for one that does not exist", async () => {
    const { event, id } = await reserved();
    const other = await guest(ctx);
    const res = await request(ctx, other.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Reservation not found');
    expect((await request(ctx, other.agent, 'DELETE', '/api/reservations/987654')).statusCode).toBe(
      404,
    );
    expect((await request(ctx, other.agent, 'DELETE', '/api/reservations/abc')).statusCode).toBe(
      400,
    );
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    const visitor = await anonymousAgent(ctx.app);
    expect((await request(ctx, visitor, 'DELETE', `/api/reservations/${id}`)).statusCode).toBe(401);
  });

  it('refuses under 48 hours with the spec message and the hours left', async () => {
    const { event, g, id } = await reserved({ dateTime: new Date(Date.now() + 20.5 * HOUR) });
    const res = await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CANCELLATION_TOO_LATE',
      message:
        'Reservations cannot be cancelled less than 48 hours before event start time. Your event starts in 20 hours.',
      details: { hoursLeft: 20 },
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    expect(await activeReservations(ctx.database.db, event.id)).toBe(1);
  });

  it('gives the seat back when a guest account disappears (database trigger)', async () => {
    const { event, g } = await reserved();
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    await ctx.database.db.delete(users).where(eq(users.id, g.user.id));
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(3);
    // and deleting the host (their dinners cascade) is no error
    const { host, event: other } = await freeDinner();
    await reserve(ctx, (await guest(ctx)).agent, { eventId: other.id });
    await ctx.database.db.delete(users).where(eq(users.id, host.user.id));
  });
});
