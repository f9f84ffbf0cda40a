import { formatEventWhen, OPENING_MESSAGES } from '@storytable/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  emailOutbox,
  events,
  follows,
  joinRequests,
  openingRequests,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { type Agent, anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { queueDueOpeningNotices } from './opening-notices.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

/** A dinner opening in an hour (or at `opensAt`), by a host whose payouts are ready. */
async function openingDinner(overrides: Parameters<typeof money.hostedEvent>[2] = {}) {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, {
    opensAt: new Date(Date.now() + HOUR),
    ...overrides,
  });
  return { host, event };
}

const notify = (agent: Agent, method: 'GET' | 'POST' | 'DELETE', id: number | string) =>
  money.request(ctx, agent, method, `/api/events/${id}/notify`);

async function openNow(eventId: number, ago = 2 * 60_000) {
  await ctx.database.db
    .update(events)
    .set({ opensAt: new Date(Date.now() - ago) })
    .where(eq(events.id, eventId));
}

async function outboxFor(subject: string) {
  return ctx.database.db
    .select({ to: emailOutbox.to, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, subject));
}

describe('booking before the opening', () => {
  it('every booking path answers 409 NOT_YET_OPEN naming when, and writes nothing', async () => {
    const free = await openingDinner({ price: 0, capacity: 4 });
    const paid = await openingDinner({ price: 2500, capacity: 4 });
    const asks = await openingDinner({ price: 0, capacity: 4, requiresApproval: true });
    const g = await money.guest(ctx);
    const when = formatEventWhen(free.event.opensAt!, free.event.timeZone);

    const attempts = [
      await money.reserve(ctx, g.agent, { eventId: free.event.id }),
      await money.createIntent(ctx, g.agent, { eventId: paid.event.id }),
      await money.request(ctx, g.agent, 'POST', `/api/events/${asks.event.id}/requests`, {}),
      await money.request(ctx, g.agent, 'POST', `/api/events/${free.event.id}/waitlist`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('NOT_YET_OPEN');
    }
    expect(attempts[0]!.json().message).toBe(`This dinner opens for booking on ${when}.`);
    expect(await money.activeReservations(ctx.database.db, free.event.id)).toBe(0);
    expect(await money.seatsLeft(ctx.database.db, free.event.id)).toBe(4);
    expect(await money.seatsLeft(ctx.database.db, paid.event.id)).toBe(4);
    const requests = await ctx.database.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.eventId, asks.event.id));
    expect(requests).toHaveLength(0);
    const waiting = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, free.event.id));
    expect(waiting).toHaveLength(0);
  });

  it('seats a payment that succeeded before the host moved the opening later', async () => {
    const { event } = await openingDinner({ price: 2500, capacity: 4 });
    const g = await money.guest(ctx);
    await openNow(event.id);
    const paymentIntentId = await money.pay(ctx, g.agent, event.id);
    await ctx.database.db
      .update(events)
      .set({ opensAt: new Date(Date.now() + HOUR) })
      .where(eq(events.id, event.id));
    // 201, or 200 when the payment's webhook seated it first
    const res = await money.reserve(ctx, g.agent, { eventId: event.id, paymentIntentId });
    expect([200, 201], res.body).toContain(res.statusCode);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(1);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(3);
  });

  it('books as today once the first minute is over', async () => {
    const { event } = await openingDinner({ price: 0, capacity: 4 });
    const g = await money.guest(ctx);
    await openNow(event.id);
    expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(3);
  });
});

describe('Notify me', () => {
  it('is for signed-in users; asking twice keeps one row; stopping removes it', async () => {
    const { host, event } = await openingDinner();
    const g = await money.guest(ctx);
    const anonymous = await anonymousAgent(ctx.app);
    expect((await notify(anonymous, 'POST', event.id)).statusCode).toBe(401);
    expect((await notify(anonymous, 'GET', event.id)).statusCode).toBe(401);

    expect((await notify(g.agent, 'GET', event.id)).json()).toEqual({ asked: false });
    const first = await notify(g.agent, 'POST', event.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().asked).toBe(true);
    expect((await notify(g.agent, 'POST', event.id)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(openingRequests)
      .where(eq(openingRequests.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect((await notify(g.agent, 'GET', event.id)).json()).toEqual({ asked: true });
    // the host may ask too (a reminder of their own opening)
    expect((await notify(host.agent, 'POST', event.id)).statusCode).toBe(200);

    const stopped = await notify(g.agent, 'DELETE', event.id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().asked).toBe(false);
    expect((await notify(g.agent, 'GET', event.id)).json()).toEqual({ asked: false });
    expect((await notify(g.agent, 'DELETE', event.id)).statusCode).toBe(200);
  });

  it('refuses bad ids (400), unknown and cancelled dinners (404) and open ones (409)', async () => {
    const g = await money.guest(ctx);
    for (const id of ['abc', '0', '2147483648', '1.5']) {
      const res = await notify(g.agent, 'POST', id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await notify(g.agent, 'POST', 2147483647)).statusCode).toBe(404);
    const cancelled = await openingDinner({ status: false });
    expect((await notify(g.agent, 'POST', cancelled.event.id)).statusCode).toBe(404);
    const { event } = await openingDinner({ opensAt: null });
    const open = await notify(g.agent, 'POST', event.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('ALREADY_OPEN');
    const opened = await openingDinner();
    await openNow(opened.event.id, 1_000);
    expect((await notify(g.agent, 'POST', opened.event.id)).statusCode).toBe(409);
    const written = await ctx.database.db
      .select()
      .from(openingRequests)
      .where(eq(openingRequests.userId, g.user.id));
    expect(written).toHaveLength(0);
  });
});

describe('the opening notices', () => {
  it('email each follower and asker once at the opening, and only once', async () => {
    const { host, event } = await openingDinner();
    const [follower, asker, both] = await Promise.all([1, 2, 3].map(() => money.guest(ctx)));
    const db = ctx.database.db;
    await db.insert(follows).values([
      { followerId: follower!.user.id, hostId: host.user.id },
      { followerId: both!.user.id, hostId: host.user.id },
    ]);
    for (const p of [asker!, both!]) {
      expect((await notify(p.agent, 'POST', event.id)).statusCode).toBe(200);
    }
    const subject = `${event.title} is open for booking`;
    // before the opening nothing is queued
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(subject)).toHaveLength(0);

    await openNow(event.id, 1_000);
    await queueDueOpeningNotices(ctx.app.deps);
    const queued = await outboxFor(subject);
    expect(queued.map((m) => m.to).sort()).toEqual(
      [follower!.user.email, asker!.user.email, both!.user.email].sort(),
    );
    expect(queued[0]!.text).toContain(`${ctx.config.appUrl}/event/${event.id}`);
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(subject)).toHaveLength(3);
  });

  it('a new opening set by the host is announced again when it comes', async () => {
    const { host, event } = await openingDinner();
    const g = await money.guest(ctx);
    expect((await notify(g.agent, 'POST', event.id)).statusCode).toBe(200);
    const subject = `${event.title} is open for booking`;
    await openNow(event.id, 1_000);
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(subject)).toHaveLength(1);
    // the host closes it again until tomorrow
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.agent.headers,
      payload: { opensAt: tomorrow },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(subject)).toHaveLength(1);
    await openNow(event.id, 1_000);
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(subject)).toHaveLength(2);
  });

  it('an opening whose minute is over stays; in the minute it may only move later', async () => {
    const { host, event } = await openingDinner();
    const edit = (opensAt: string | null) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/events/${event.id}`,
        headers: host.agent.headers,
        payload: { opensAt },
      });
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
    await openNow(event.id, 1_000);
    const removed = await edit(null);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({
      code: 'OPENING_FIXED',
      message: OPENING_MESSAGES.inDraw,
    });
    await openNow(event.id);
    for (const next of [tomorrow, null]) {
      const res = await edit(next);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OPENING_FIXED',
        message: OPENING_MESSAGES.opened,
      });
    }
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.opensAt?.getTime()).toBeLessThan(Date.now() - 60_000);
  });

  it('a cancelled dinner leaves the queue without an email', async () => {
    const { event } = await openingDinner({ status: false });
    const g = await money.guest(ctx);
    await ctx.database.db.insert(openingRequests).values({ eventId: event.id, userId: g.user.id });
    await openNow(event.id, 1_000);
    await queueDueOpeningNotices(ctx.app.deps);
    expect(await outboxFor(`${event.title} is open for booking`)).toHaveLength(0);
    const [row] = await ctx.database.db
      .select({ at: events.openingNotifiedAt })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row!.at).not.toBeNull();
  });

  it('two instances queue each notice once', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const dinners = await Promise.all([1, 2, 3].map(() => openingDinner()));
      const guests = await Promise.all([1, 2, 3, 4].map(() => money.guest(ctx)));
      await ctx.database.db
        .insert(openingRequests)
        .values(
          dinners.flatMap((d) => guests.map((g) => ({ eventId: d.event.id, userId: g.user.id }))),
        );
      for (const d of dinners) await openNow(d.event.id, 1_000);
      const runs = await Promise.all(
        [ctx.app.deps, second.deps, ctx.app.deps, second.deps].map((deps) =>
          queueDueOpeningNotices(deps),
        ),
      );
      const mine = runs.map((r) => r.emails).reduce((a, b) => a + b, 0);
      const queued = await ctx.database.db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.subject,
            dinners.map((d) => `${d.event.title} is open for booking`),
          ),
        );
      expect(queued[0]!.n).toBe(12);
      expect(mine).toBe(12);
    } finally {
      await second.close();
    }
  });
});
