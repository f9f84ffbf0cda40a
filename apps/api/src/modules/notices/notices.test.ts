import { formatDollars, totalWithFee } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { events } from '../../db/schema/index.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { deliverHostNotices, sendDueDigests } from './notice-delivery.ts';
import { HostNoticeWorker } from './notice-worker.ts';

const { ctx, sink } = useTestAppWithMail();
const DAY = 24 * 3_600_000;
const PREFS = '/api/user/notification-preferences';
type Person = Awaited<ReturnType<typeof money.guest>>;

/** Every queued email sent: the notices' (the harness runs no background jobs), then the outbox's. */
async function settled() {
  await deliverHostNotices(ctx.app.deps);
  await ctx.app.deps.mailer.delivery!.flush();
}

const subjects = (to: string) => sink.to(to).map((m) => m.subject);

/**
 * The mails to `to` whose subject starts with `prefix`, once at least `n` have arrived (every
 * instance's notice worker may be the one that queues them) and everything queued has been sent.
 */
async function mailsTo(to: string, prefix: string, n: number) {
  const mine = () => sink.to(to).filter((m) => m.subject.startsWith(prefix));
  await settled();
  await vi.waitFor(() => expect(mine().length).toBeGreaterThanOrEqual(n), { timeout: 10_000 });
  await settled();
  return mine();
}

function putPrefs(agent: Person['agent'], body: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: PREFS,
    headers: agent.headers,
    payload: body as object,
  });
}

async function dinner(overrides: Parameters<typeof money.hostedEvent>[2] = {}) {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, {
    capacity: 6,
    dateTime: new Date(Date.now() + 10 * DAY),
    ...overrides,
  });
  return { host, event };
}

async function myReservationId(g: Person) {
  const mine = (await money.request(ctx, g.agent, 'GET', '/api/reservations')).json();
  return mine[0].id as number;
}

describe('host notices', () => {
  it('the host hears of a booking and a cancellation at once; the guest gets a receipt', async () => {
    const { host, event } = await dinner({ title: 'Supper of small hours' });
    const g = await money.guest(ctx);
    expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);

    await settled();
    const booked = await sink.waitFor(host.user.email);
    expect(booked.subject).toBe('New booking: Supper of small hours');
    expect(booked.text).toContain(`${g.user.name} reserved a seat at Supper of small hours`);
    expect(booked.text).toContain('Seats reserved now: 1 of 6');

    const left = await money.request(
      ctx,
      g.agent,
      'DELETE',
      `/api/reservations/${await myReservationId(g)}`,
    );
    expect(left.statusCode).toBe(200);
    await mailsTo(host.user.email, 'Cancellation', 1);
    expect(subjects(host.user.email)).toEqual([
      'New booking: Supper of small hours',
      'Cancellation: Supper of small hours',
    ]);
    const [receipt, ...more] = sink
      .to(g.user.email)
      .filter((m) => m.subject.startsWith('Cancelled'));
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Cancelled: your seat at Supper of small hours');
    expect(receipt!.text).toContain('Your seat was free, so there is nothing to refund.');
  });

  it("a paid seat's receipt names the amount, the card and when to expect it", async () => {
    const { host, event } = await dinner({ price: 4000 });
    const g = await money.guest(ctx);
    const pi = await money.pay(ctx, g.agent, event.id);
    expect([200, 201]).toContain(
      (await money.reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi })).statusCode,
    );
    const id = await myReservationId(g);
    expect(
      (await money.request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`)).statusCode,
    ).toBe(200);
    await mailsTo(host.user.email, 'Cancellation', 1);
    const [receipt] = await mailsTo(g.user.email, 'Cancelled: your seat', 1);
    const paid = formatDollars(totalWithFee(4000));
    expect(receipt!.text).toContain(`We are refunding ${paid} to the card you paid with.`);
    expect(receipt!.text).toContain('within 5-10 business days');
    expect(subjects(host.user.email)).toContain(`Cancellation: ${event.title}`);
  });

  it('the host hears of a waitlist claim as a claim (not a booking) and of a review', async () => {
    const { host, event } = await dinner({ capacity: 1, title: 'One-seat supper' });
    const [seated, waiting] = [await money.guest(ctx), await money.guest(ctx)];
    expect((await money.reserve(ctx, seated.agent, { eventId: event.id })).statusCode).toBe(201);
    const joined = await money.request(
      ctx,
      waiting.agent,
      'POST',
      `/api/events/${event.id}/waitlist`,
    );
    expect(joined.statusCode).toBe(201);
    const freed = await money.request(
      ctx,
      seated.agent,
      'DELETE',
      `/api/reservations/${await myReservationId(seated)}`,
    );
    expect(freed.statusCode).toBe(200);
    const claimed = await money.request(
      ctx,
      waiting.agent,
      'POST',
      `/api/events/${event.id}/waitlist/claim`,
      {},
    );
    expect(claimed.statusCode).toBe(201);
    const [notice] = await mailsTo(host.user.email, 'Waitlist seat claimed', 1);
    expect(notice!.subject).toBe('Waitlist seat claimed: One-seat supper');
    expect(notice!.text).toContain(`${waiting.user.name} claimed the seat the waitlist held`);
    expect(subjects(host.user.email).filter((x) => x.startsWith('New booking'))).toHaveLength(1);

    // the dinner ends; the guest who claimed reviews it
    await ctx.database.db
      .update(events)
      .set({ dateTime: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(events.id, event.id));
    const body = { rating: 4, review: 'Warm room, good questions' };
    const reviewed = await money.request(
      ctx,
      waiting.agent,
      'POST',
      `/api/events/${event.id}/review`,
      body,
    );
    expect(reviewed.statusCode).toBe(201);
    const [reviewNotice] = await mailsTo(host.user.email, 'New review', 1);
    expect(reviewNotice!.subject).toBe('New review: One-seat supper');
    expect(reviewNotice!.text).toContain(
      `${waiting.user.name} reviewed One-seat supper: 4 of 5 stars.`,
    );
    expect(reviewNotice!.text).toContain('"Warm room, good questions"');
  });

  it('only hosts have preferences; every kind starts at once; bad input is a 400', async () => {
    const g = await money.guest(ctx);
    const refused = await money.request(ctx, g.agent, 'GET', PREFS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const all = { booking: 'digest', cancellation: 'now', waitlist_claim: 'now', review: 'now' };
    expect((await putPrefs(g.agent, all)).statusCode).toBe(403);

    const { host } = await dinner();
    const fresh = await money.request(ctx, host.agent, 'GET', PREFS);
    expect(fresh.json()).toEqual({
      booking: 'now',
      cancellation: 'now',
      waitlist_claim: 'now',
      review: 'now',
    });
    for (const bad of [
      { ...all, booking: 'weekly' },
      { booking: 'digest' },
      { ...all, extra: 'now' },
    ]) {
      const res = await putPrefs(host.agent, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await putPrefs(host.agent, all)).json()).toEqual(all);
    expect((await money.request(ctx, host.agent, 'GET', PREFS)).json()).toEqual(all);
  });

  it('a daily digest goes once a day, lists only its kinds, and nothing goes when nothing happened', async () => {
    const { host, event } = await dinner({ title: 'Digest dinner' });
    const digestKinds = {
      booking: 'digest',
      cancellation: 'now',
      waitlist_claim: 'now',
      review: 'now',
    };
    expect((await putPrefs(host.agent, digestKinds)).statusCode).toBe(200);
    const [a, b] = [await money.guest(ctx), await money.guest(ctx)];
    for (const g of [a, b]) {
      expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    }
    const left = await money.request(
      ctx,
      b.agent,
      'DELETE',
      `/api/reservations/${await myReservationId(b)}`,
    );
    expect(left.statusCode).toBe(200);
    await mailsTo(host.user.email, 'Cancellation', 1);
    // bookings wait for the digest; the cancellation went at once
    expect(subjects(host.user.email)).toEqual(['Cancellation: Digest dinner']);

    // the day is not over yet: nothing
    expect(await sendDueDigests(ctx.app.deps, new Date())).toEqual({ digests: 0 });
    const tomorrow = new Date(`${new Date(Date.now() + DAY).toISOString().slice(0, 10)}T00:05:00Z`);
    const mine = async (at: Date) => {
      await sendDueDigests(ctx.app.deps, at);
      await settled();
      return sink.to(host.user.email).filter((m) => m.subject.startsWith('Your daily digest'));
    };
    const [digest, ...more] = await mine(tomorrow);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Your daily digest: 2 updates');
    expect(digest!.text).toContain(`New booking. ${a.user.name} reserved a seat at Digest dinner`);
    expect(digest!.text).toContain(`New booking. ${b.user.name} reserved a seat at Digest dinner`);
    expect(digest!.text).not.toContain('cancelled their seat');
    // later that day, and the next day with nothing new: nothing more
    expect(await mine(new Date(tomorrow.getTime() + 6 * 3_600_000))).toHaveLength(1);
    expect(await mine(new Date(tomorrow.getTime() + DAY))).toHaveLength(1);
  });

  it('two instances send one booking notice per booking', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    // each instance's worker hears every committed notice, as with background jobs on
    const workers = [ctx.app.deps, second.deps].map((deps) => new HostNoticeWorker(deps));
    const stops = await Promise.all(workers.map((w) => w.start()));
    try {
      const { host, event } = await dinner({ capacity: 8 });
      const guests = await Promise.all(Array.from({ length: 6 }, () => money.guest(ctx)));
      const apps = [ctx.app, second];
      await Promise.all(
        guests.map(async (g, i) => {
          const res = await apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/reservations',
            headers: g.agent.headers,
            payload: { eventId: event.id },
          });
          expect(res.statusCode).toBe(201);
        }),
      );
      // both instances' polls race the workers the NOTIFYs woke
      await Promise.all([deliverHostNotices(ctx.app.deps), deliverHostNotices(second.deps)]);
      await Promise.all(workers.map((w) => w.idle()));
      await Promise.all([
        ctx.app.deps.mailer.delivery!.idle(),
        second.deps.mailer.delivery!.idle(),
      ]);
      const booked = await mailsTo(host.user.email, 'New booking', 6);
      expect(booked).toHaveLength(6);
      const named = booked.map((m) =>
        guests.findIndex((g) => m.text.includes(`${g.user.name} reserved`)),
      );
      expect(new Set(named).size).toBe(6);
      expect(named).not.toContain(-1);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await second.close();
    }
  });
});
