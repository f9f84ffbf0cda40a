import {
  EVENT_EDIT_MESSAGES,
  formatEventWhen,
  RESERVATION_MESSAGES,
  type RefundPolicy,
  totalWithFee,
} from '@storytable/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  events,
  reservations,
  simulatedRefunds,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

const { ctx, sink } = useTestAppWithMail();
const db = () => ctx.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const nextYear = new Date().getUTCFullYear() + 1;

const patch = (agent: Agent, eventId: number, body: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/events/${eventId}`,
    headers: agent.headers,
    payload: body as object,
  });

/** A dinner `ahead` ms away with `seated` guests (paid through the card when it has a price). */
async function dinner(
  opts: {
    price?: number;
    capacity?: number;
    seated?: number;
    ahead?: number;
    policy?: RefundPolicy;
  } = {},
) {
  const host = await money.payoutReadyHost(ctx);
  const price = opts.price ?? 0;
  const event = await money.hostedEvent(ctx, host.user.id, {
    price,
    capacity: opts.capacity ?? 4,
    refundPolicy: opts.policy ?? 'flexible',
    dateTime: new Date(Date.now() + (opts.ahead ?? 10 * DAY)),
  });
  const guests = [];
  for (let i = 0; i < (opts.seated ?? 0); i++) {
    const g = await money.guest(ctx);
    const body =
      price > 0
        ? { eventId: event.id, paymentIntentId: await money.pay(ctx, g.agent, event.id) }
        : { eventId: event.id };
    const made = await money.reserve(ctx, g.agent, body);
    expect(made.statusCode).toBeLessThan(300);
    guests.push({ ...g, reservationId: made.json().reservation.id as number });
  }
  await money.simulated(ctx).flushWebhooks();
  return { host, event, guests };
}

/** confirmed + held + available, against the capacity. */
async function seats(eventId: number) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  const held = await db()
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  const confirmed = await money.activeReservations(db(), eventId);
  return {
    capacity: row!.capacity,
    confirmed,
    held: held[0]!.n,
    available: row!.availableSpots,
  };
}
const balanced = (s: Awaited<ReturnType<typeof seats>>) =>
  expect(s.confirmed + s.held + s.available).toBe(s.capacity);

const changeMails = async (to: string) => {
  await ctx.app.deps.mailer.delivery!.flush();
  return sink.to(to).filter((m) => m.subject.startsWith('Your dinner has changed'));
};

describe('PATCH /api/events/:id: who may edit', () => {
  it('refuses the anonymous (401), a guest (403), another host (403) and an admin (403)', async () => {
    const { event } = await dinner();
    const body = { title: 'Renamed' };
    const otherHost = await money.payoutReadyHost(ctx);
    const admin = await agentFor(ctx.app, db(), await createUser(db(), { isAdmin: true }));
    expect((await patch(await anonymousAgent(ctx.app), event.id, body)).statusCode).toBe(401);
    const asGuest = await patch((await money.guest(ctx)).agent, event.id, body);
    expect(asGuest.statusCode).toBe(403);
    const asOther = await patch(otherHost.agent, event.id, body);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toMatchObject({
      message: EVENT_EDIT_MESSAGES.notYourEvent,
      error: EVENT_EDIT_MESSAGES.notYourEvent,
      code: 'FORBIDDEN',
    });
    expect((await patch(admin, event.id, body)).statusCode).toBe(403);
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row!.title).toBe(event.title);
    expect((await patch(otherHost.agent, 2_000_000_000, body)).statusCode).toBe(404);
  });
});

describe('PATCH /api/events/:id: what it refuses', () => {
  it('answers 400 for nothing to change, unknown fields, a lone date, bounds and a past start', async () => {
    const { host, event } = await dinner();
    const bad = [
      {},
      { hostId: 1 },
      { date: `${nextYear}-03-01` },
      { title: 'x'.repeat(121) },
      { streetAddress: '' },
      { capacity: 13 },
      { price: 500 },
      { date: `${nextYear}-03-01`, time: '19:10' },
      { date: '2020-03-01', time: '19:00' },
      { refundPolicy: 'lenient' },
    ];
    for (const body of bad) {
      const res = await patch(host.agent, event.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row!.revision).toBe(0);
  });

  it('refuses a started, a cancelled dinner, capacity below the seats taken, a meaner policy and free↔paid (409)', async () => {
    const started = await dinner({ ahead: -HOUR });
    const s = await patch(started.host.agent, started.event.id, { title: 'Late' });
    expect([s.statusCode, s.json().code]).toEqual([409, 'EVENT_PAST']);

    const gone = await dinner();
    await money.request(ctx, gone.host.agent, 'DELETE', `/api/events/${gone.event.id}`);
    const c = await patch(gone.host.agent, gone.event.id, { title: 'Back' });
    expect([c.statusCode, c.json().code]).toEqual([409, 'EVENT_UNAVAILABLE']);

    const { host, event } = await dinner({
      price: 4000,
      seated: 3,
      capacity: 4,
      policy: 'moderate',
    });
    const low = await patch(host.agent, event.id, { capacity: 2 });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({
      code: 'CAPACITY_BELOW_TAKEN',
      message: '3 seats are already taken: capacity cannot go below 3.',
    });
    const meaner = await patch(host.agent, event.id, { refundPolicy: 'strict' });
    expect([meaner.statusCode, meaner.json().code]).toEqual([409, 'POLICY_LESS_GENEROUS']);
    const free = await patch(host.agent, event.id, { price: 0 });
    expect([free.statusCode, free.json().code]).toEqual([409, 'PRICE_KIND_CHANGE']);
    // a refusal leaves nothing half-written: the title sent with the bad capacity is not kept
    expect((await patch(host.agent, event.id, { title: 'Half', capacity: 1 })).statusCode).toBe(
      409,
    );
    expect(await seats(event.id)).toEqual({ capacity: 4, confirmed: 3, held: 0, available: 1 });
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect([row!.title, row!.refundPolicy, row!.price]).toEqual([event.title, 'moderate', 4000]);
  });
});

describe('PATCH /api/events/:id: what it changes', () => {
  it('changes text, price and policy quietly: booked guests keep their payment, nobody is emailed', async () => {
    const { host, event, guests } = await dinner({ price: 4000, seated: 1, policy: 'strict' });
    const res = await patch(host.agent, event.id, {
      title: 'A new title',
      description: 'A new description.',
      price: 5500,
      refundPolicy: 'flexible',
      capacity: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'A new title',
      price: 5500,
      refundPolicy: 'flexible',
      capacity: 3,
      availableSpots: 2,
      materialChangeAt: null,
    });
    const [seat] = await money.reservationRows(db(), event.id);
    expect(seat!.amountPaid).toBe(totalWithFee(4000));
    expect(await changeMails(guests[0]!.user.email)).toHaveLength(0);
    // the events cache forgot the old answer at once
    const read = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(read.json()).toMatchObject({ title: 'A new title', price: 5500 });
    balanced(await seats(event.id));
  });

  it('sets and clears the opening (decision 071); refuses one past or after the start', async () => {
    const { host, event } = await dinner({ ahead: 10 * DAY });
    const opensAt = new Date(Date.now() + DAY).toISOString();
    const set = await patch(host.agent, event.id, { opensAt });
    expect(set.statusCode).toBe(200);
    expect(set.json().opensAt).toBe(opensAt);
    for (const bad of [
      new Date(Date.now() - HOUR).toISOString(),
      new Date(Date.now() + 11 * DAY).toISOString(),
      '2026-13-01T00:00:00Z',
    ]) {
      const refused = await patch(host.agent, event.id, { opensAt: bad });
      expect(refused.statusCode).toBe(400);
    }
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row!.opensAt?.toISOString()).toBe(opensAt);
    const cleared = await patch(host.agent, event.id, { opensAt: null });
    expect(cleared.json().opensAt).toBeNull();
  });

  it("sets, requires and removes the host's question, quietly; an overlong one is 400", async () => {
    const { host, event, guests } = await dinner({ price: 0, seated: 1 });
    const set = await patch(host.agent, event.id, {
      question: '  What story would you bring?  ',
      questionRequired: true,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      question: 'What story would you bring?',
      questionRequired: true,
    });
    const long = await patch(host.agent, event.id, { question: 'q'.repeat(201) });
    expect(long.statusCode).toBe(400);
    // removing the question cannot leave an answer required
    const removed = await patch(host.agent, event.id, { question: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ question: null, questionRequired: false });
    expect(await changeMails(guests[0]!.user.email)).toHaveLength(0);
  });

  it('offers raised capacity to the waitlist as a freed seat, then to the public, keeping the seats balanced', async () => {
    const { host, event } = await dinner({ capacity: 2, seated: 2 });
    const [a, b] = [await money.guest(ctx), await money.guest(ctx)];
    for (const p of [a, b])
      expect(
        (await money.request(ctx, p.agent, 'POST', `/api/events/${event.id}/waitlist`)).statusCode,
      ).toBe(201);
    const res = await patch(host.agent, event.id, { capacity: 5 });
    expect(res.statusCode).toBe(200);
    expect(await seats(event.id)).toEqual({ capacity: 5, confirmed: 2, held: 2, available: 1 });
    await ctx.app.deps.mailer.delivery!.flush();
    expect(sink.to(a.user.email).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('A seat is yours to claim'),
    );
    // held seats count as taken
    const low = await patch(host.agent, event.id, { capacity: 3 });
    expect(low.json().code).toBe('CAPACITY_BELOW_TAKEN');
    expect((await patch(host.agent, event.id, { capacity: 4 })).statusCode).toBe(200);
    expect(await seats(event.id)).toEqual({ capacity: 4, confirmed: 2, held: 2, available: 0 });
  });

  it('emails each booked guest once what changed, old → new, and stamps materialChangeAt', async () => {
    const { host, event, guests } = await dinner({ seated: 2, price: 4000 });
    const waiting = await money.guest(ctx);
    const before = Date.now();
    const res = await patch(host.agent, event.id, {
      date: `${nextYear}-03-06`,
      time: '20:00',
      restaurantName: 'The New Place',
      streetAddress: '9 New St',
    });
    expect(res.statusCode).toBe(200);
    const changedAt = new Date(res.json().materialChangeAt).getTime();
    expect(changedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json()).toMatchObject({ restaurantName: 'The New Place' });
    expect(res.json().location).toContain('The New Place');
    for (const g of guests) {
      const mails = await changeMails(g.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Your dinner has changed: ${event.title}`);
      expect(mails[0]!.text).toContain('When: ');
      const when = (d: Date) => formatEventWhen(d, event.timeZone);
      const moved = new Date(res.json().dateTime);
      expect(mails[0]!.text).toContain(`When: ${when(event.dateTime)} → ${when(moved)}`);
      expect(mails[0]!.text).toContain('Restaurant: The Firehouse → The New Place');
      expect(mails[0]!.text).toContain(
        'Address: 1112 2nd St, Old Sacramento → 9 New St, Old Sacramento',
      );
      expect(mails[0]!.text).toContain('with a full refund');
      expect(mails[0]!.text).toContain(`/reservations/${g.reservationId}`);
    }
    expect(await changeMails(waiting.user.email)).toHaveLength(0);
    const outbox = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, guests[0]!.user.email));
    expect(outbox.filter((m) => m.subject.startsWith('Your dinner has changed'))).toHaveLength(1);
    // the same values again change nothing and send nothing more
    const again = await patch(host.agent, event.id, { restaurantName: 'The New Place' });
    expect(again.json().materialChangeAt).toBe(res.json().materialChangeAt);
    expect(await changeMails(guests[0]!.user.email)).toHaveLength(1);
  });
});

describe('cancelling after a change of date, time or place (Strict)', () => {
  const refundsOf = (pi: string) =>
    db().select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, pi));

  it('refunds in full within 48 hours of the change, and not after', async () => {
    const { host, event, guests } = await dinner({ price: 4000, seated: 2, policy: 'strict' });
    const res = await patch(host.agent, event.id, { date: `${nextYear}-04-10`, time: '19:00' });
    expect(res.statusCode).toBe(200);
    // the clock: both guests booked 60 hours ago, the change made `hoursAgo`
    await db()
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - 60 * HOUR) })
      .where(eq(reservations.eventId, event.id));
    const setChange = (hoursAgo: number) =>
      db()
        .update(events)
        .set({ materialChangeAt: new Date(Date.now() - hoursAgo * HOUR) })
        .where(eq(events.id, event.id));
    await setChange(47);
    const [first, second] = guests;
    const inside = await money.request(
      ctx,
      first!.agent,
      'DELETE',
      `/api/reservations/${first!.reservationId}`,
    );
    expect(inside.json().message).toBe(RESERVATION_MESSAGES.CANCELLED_REFUNDED);
    const [seat] = (await money.reservationRows(db(), event.id)).filter(
      (r) => r.id === first!.reservationId,
    );
    expect(await refundsOf(seat!.paymentIntentId!)).toHaveLength(1);
    // 49 hours after: the Strict policy decides again
    await setChange(49);
    const after = await money.request(
      ctx,
      second!.agent,
      'DELETE',
      `/api/reservations/${second!.reservationId}`,
    );
    expect(after.json().message).toBe(RESERVATION_MESSAGES.CANCELLED_NOT_REFUNDED);
    balanced(await seats(event.id));
  });
});
