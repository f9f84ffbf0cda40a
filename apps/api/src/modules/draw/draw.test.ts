import { ErrorCode, PAYMENT_MESSAGES } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawEntries, emailOutbox, events, openingDraws } from '../../db/schema/index.ts';
import * as draw from '../../test/draw.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { enterDrawIfDrawing } from './draw-entry.ts';
import { enterDraw } from './draw-repository.ts';
import { runDraw } from './draw-runner.ts';

/** The fair first minute (decision 072): entries, the draw, its outcome. */
const ctx = useTestApp();
type Person = Awaited<ReturnType<typeof money.guest>>;

const openingDinner = (capacity: number, opts?: Parameters<typeof draw.openingDinner>[2]) =>
  draw.openingDinner(ctx, capacity, opts);
const { party } = draw;

const ask = (p: Person, eventId: number, seats = 1, extra: object = {}) =>
  money.reserve(ctx, p.agent, { eventId, ...(seats > 1 ? { seats: party(seats) } : {}), ...extra });
const myDraw = async (p: Person, eventId: number) =>
  (await money.request(ctx, p.agent, 'GET', `/api/events/${eventId}/draw`)).json();
const afterMinute = (event: { opensAt: Date | null }) =>
  new Date((event.opensAt as Date).getTime() + 61_000);

async function entryCount(eventId: number) {
  const rows = await ctx.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(drawEntries)
    .where(eq(drawEntries.eventId, eventId));
  return rows[0]?.n ?? 0;
}

/** One seat asked for, as the reservation route hands it to the draw. */
const ask1 = () => ({ request: { answer: null }, seats: 1 });

const expectSeatsAccounted = (eventId: number, capacity: number) =>
  draw.expectSeatsAccounted(ctx, eventId, capacity);

describe('in the first minute', () => {
  it('a request enters the draw (202), books nothing, and a replay writes nothing new', async () => {
    const { event } = await openingDinner(4);
    const g = await money.guest(ctx);
    const first = await ask(g, event.id, 2);
    expect(first.statusCode).toBe(202);
    expect(first.json().draw).toEqual({
      status: 'entered',
      drawAt: new Date((event.opensAt as Date).getTime() + 60_000).toISOString(),
    });
    const again = await ask(g, event.id, 3);
    expect(again.statusCode).toBe(202);
    expect(await entryCount(event.id)).toBe(1);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(0);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect(await myDraw(g, event.id)).toMatchObject({ status: 'entered', seats: 2 });
  });

  it('joining the waitlist enters the draw too', async () => {
    const { event } = await openingDinner(2);
    const g = await money.guest(ctx);
    const res = await money.request(ctx, g.agent, 'POST', `/api/events/${event.id}/waitlist`, {
      seats: 2,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().draw.status).toBe('entered');
    expect(await myDraw(g, event.id)).toMatchObject({ status: 'entered', seats: 2 });
  });

  it('is validated as a booking: party cap, required answer, host, bad input; nothing written', async () => {
    const { host, event } = await openingDinner(8, { question: 'What brings you?' });
    const g = await money.guest(ctx);
    const big = await ask(g, event.id, 4, { answer: 'Stories' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: ErrorCode.PARTY_TOO_LARGE,
      error: expect.any(String),
    });
    const unanswered = await ask(g, event.id, 1);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().code).toBe(ErrorCode.ANSWER_REQUIRED);
    const own = await money.reserve(ctx, host.agent, { eventId: event.id });
    expect(own.statusCode).toBe(403);
    for (const body of [{ eventId: 'x' }, { eventId: event.id, seats: 'two' }, {}]) {
      const bad = await money.reserve(ctx, g.agent, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: expect.any(String),
        error: expect.any(String),
        code: expect.any(String),
      });
    }
    expect(await entryCount(event.id)).toBe(0);
    expect((await ask(g, event.id, 1, { answer: 'Stories' })).statusCode).toBe(202);
  });

  it('refuses a payment intent with IN_DRAW: nobody pays before winning', async () => {
    const { event } = await openingDinner(4, { price: 2500 });
    const g = await money.guest(ctx);
    const intent = await money.createIntent(ctx, g.agent, { eventId: event.id });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().code).toBe(ErrorCode.IN_DRAW);
    // a paid dinner's request without a payment enters the draw
    expect((await ask(g, event.id, 1)).statusCode).toBe(202);
  });

  it('a dinner taking requests to join has no draw', async () => {
    const { event } = await openingDinner(4);
    await ctx.database.db
      .update(events)
      .set({ requiresApproval: true })
      .where(eq(events.id, event.id));
    const g = await money.guest(ctx);
    const res = await ask(g, event.id, 1);
    expect(res.json().code).toBe(ErrorCode.APPROVAL_REQUIRED);
    expect(await entryCount(event.id)).toBe(0);
  });
});

describe('GET /api/events/:id/draw', () => {
  it('is 401 anonymous, 404 for no dinner, none without an entry', async () => {
    const { event } = await openingDinner(2);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}/draw` })).statusCode,
    ).toBe(401);
    const g = await money.guest(ctx);
    expect((await money.request(ctx, g.agent, 'GET', '/api/events/999999/draw')).statusCode).toBe(
      404,
    );
    expect((await money.request(ctx, g.agent, 'GET', '/api/events/x/draw')).statusCode).toBe(400);
    expect(await myDraw(g, event.id)).toMatchObject({ status: 'none', seats: null });
  });
});

describe('the draw', () => {
  it('runs once: whole parties win in draw order, the rest wait in draw order, all emailed', async () => {
    const capacity = 8;
    const { event } = await openingDinner(capacity);
    const guests: { p: Person; seats: number }[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await money.guest(ctx);
      const seats = (i % 3) + 1;
      expect((await ask(p, event.id, seats)).statusCode).toBe(202);
      guests.push({ p, seats });
    }
    const at = afterMinute(event);
    expect(await runDraw(ctx.app.deps, event.id, at)).toBe(true);
    expect(await runDraw(ctx.app.deps, event.id, at)).toBe(false);

    const { db } = ctx.database;
    const [audit] = await db.select().from(openingDraws).where(eq(openingDraws.eventId, event.id));
    expect(audit?.entryCount).toBe(8);
    expect(audit?.seed).toMatch(/^[0-9a-f]{32}$/);
    const order = audit?.drawOrder ?? [];
    expect([...order].sort()).toEqual(guests.map((g) => g.p.user.id).sort());

    // replaying the assignment from the recorded order gives what the draw wrote
    let left = capacity;
    let line = 0;
    for (const userId of order) {
      const g = guests.find((x) => x.p.user.id === userId)!;
      const outcome = await myDraw(g.p, event.id);
      if (g.seats <= left) {
        left -= g.seats;
        expect(outcome).toMatchObject({
          status: 'offered',
          seats: g.seats,
          waitlistPosition: null,
        });
        expect(Date.parse(outcome.offerExpiresAt)).toBe(at.getTime() + 10 * 60_000);
      } else {
        line += 1;
        expect(outcome).toMatchObject({ status: 'waitlisted', waitlistPosition: line });
        const mine = await money.request(ctx, g.p.agent, 'GET', `/api/events/${event.id}/waitlist`);
        expect(mine.json().entry).toMatchObject({ status: 'waiting', position: line });
      }
    }
    const seats = await expectSeatsAccounted(event.id, capacity);
    expect(seats.held).toBe(capacity - left);
    const mails = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%${event.title}`}`);
    expect(mails.filter((m) => m.subject.startsWith('You got seats')).length).toBe(
      guests.length - line,
    );
    expect(
      mails.filter((m) => m.subject.startsWith('You are on the waitlist, number')).length,
    ).toBe(line);
  });

  it('a winner claims the whole party; after the minute first-come books what is left', async () => {
    const { event } = await openingDinner(3);
    const pair = await money.guest(ctx);
    expect((await ask(pair, event.id, 2)).statusCode).toBe(202);
    // the minute is over: move the opening back so the real clock is past it
    await ctx.database.db
      .update(events)
      .set({ opensAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(events.id, event.id));
    // a late first-come request runs the due draw first, so the pair's seats are held for them
    const late = await money.guest(ctx);
    const lateRes = await ask(late, event.id, 2);
    expect(lateRes.statusCode).toBe(409);
    expect(await myDraw(pair, event.id)).toMatchObject({ status: 'offered', seats: 2 });
    const claim = await money.request(
      ctx,
      pair.agent,
      'POST',
      `/api/events/${event.id}/waitlist/claim`,
      {
        seats: party(2),
      },
    );
    expect(claim.statusCode).toBe(201);
    expect(claim.json().reservation.seats).toBe(2);
    expect((await ask(late, event.id, 1)).statusCode).toBe(201);
    await expectSeatsAccounted(event.id, 3);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
  });
});

describe('once drawn', () => {
  it('a dinner opened with nobody entered is settled by its first booking, once', async () => {
    const { event } = await openingDinner(4, { sinceMs: 2 * 60_000 });
    expect((await ask(await money.guest(ctx), event.id)).statusCode).toBe(201);
    const { db } = ctx.database;
    const drawnAt = async () =>
      (await db.select({ at: events.drawnAt }).from(events).where(eq(events.id, event.id)))[0]?.at;
    const first = await drawnAt();
    expect(first).toBeInstanceOf(Date);
    expect((await ask(await money.guest(ctx), event.id)).statusCode).toBe(201);
    expect(await drawnAt()).toEqual(first);
    const audits = await db.select().from(openingDraws).where(eq(openingDraws.eventId, event.id));
    expect(audits.map((a) => a.entryCount)).toEqual([0]);
    await expectSeatsAccounted(event.id, 4);
  });

  it('a request reaching the database after the draw books first-come; a replay keeps its entry', async () => {
    const { event } = await openingDinner(3);
    const early = await money.guest(ctx);
    expect((await ask(early, event.id)).statusCode).toBe(202);
    expect(await runDraw(ctx.app.deps, event.id, afterMinute(event))).toBe(true);
    // by the real clock this is still the minute, but its draw has run: no entry is stranded
    const late = await money.guest(ctx);
    expect((await ask(late, event.id)).statusCode).toBe(201);
    expect((await ask(early, event.id)).statusCode).toBe(202);
    expect(await myDraw(early, event.id)).toMatchObject({ status: 'offered', seats: 1 });
    expect(await entryCount(event.id)).toBe(1);
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 1, held: 1, left: 1 });
  });
  it('an entry for a dinner deleted since it was read enters nothing', async () => {
    const g = await money.guest(ctx);
    const values = { eventId: 2_000_000_000, userId: g.user.id, seats: 1, request: {} };
    expect(await enterDraw(ctx.database.db, values)).toBe('gone');
  });

  it("answers that race with the booking route's 404 for a dinner no longer there", async () => {
    const { event } = await openingDinner(2);
    const g = await money.guest(ctx);
    await ctx.database.db.delete(events).where(eq(events.id, event.id));
    const dinner = { event, host: { takesPayment: false } };
    const entering = enterDrawIfDrawing(ctx.app.deps, g.user, dinner, ask1(), new Date());
    await expect(entering).rejects.toMatchObject({
      status: 404,
      code: ErrorCode.EVENT_NOT_AVAILABLE,
      message: PAYMENT_MESSAGES.EVENT_NOT_FOUND,
    });
  });
});
