import type { Event, EventsListResponse } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { notificationsHeard as heard } from '../../test/notices.ts';
import { EVENTS_CHANGED_CHANNEL, EventsCache } from './events-cache.ts';

const ctx = useTestApp();
beforeAll(async () => {
  // the test harness reads through the caches (config.readCaches off); these switch it on
  ctx.app.deps.eventsCache.serve = true;
});
beforeEach(async () => {
  await ctx.database.db.delete(events);
});

const list = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/events' })).json() as EventsListResponse)
    .events;
const one = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/events/${id}` })).json() as Event;
// PGlite delivers NOTIFY on commit; PostgreSQL a moment later
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 3000, interval: 20 });
const notificationsHeard = () =>
  heard(ctx.database.db, EVENTS_CHANGED_CHANNEL, ctx.app.deps.eventsCache);

describe('events cache', () => {
  it('is listening and serving', () => {
    expect(ctx.app.deps.eventsCache.active).toBe(true);
  });

  it('serves repeated reads from memory until the database says something changed', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const e = await createEvent(ctx.database.db, { hostId: host.id, title: 'Original' });
    await notificationsHeard();
    expect((await one(e.id)).title).toBe('Original');
    await ctx.database.db.execute(sql`alter table events disable trigger events_changed_notify`);
    try {
      await ctx.database.db
        .update(events)
        .set({ title: 'Silent change' })
        .where(eq(events.id, e.id));
      // no notification: the cached answer stands
      await new Promise((r) => setTimeout(r, 100));
      expect((await one(e.id)).title).toBe('Original');
    } finally {
      await ctx.database.db.execute(sql`alter table events enable trigger events_changed_notify`);
    }
    await ctx.database.db
      .update(events)
      .set({ title: 'Announced change' })
      .where(eq(events.id, e.id));
    await eventually(async () => expect((await one(e.id)).title).toBe('Announced change'));
  });

  it('drops the listing when an event is added, a seat is taken or a host changes', async () => {
    const host = await createUser(ctx.database.db, {
      ...PAYOUTS_READY,
      isHost: true,
      name: 'Before',
    });
    const first = await createEvent(ctx.database.db, { hostId: host.id, capacity: 8 });
    await eventually(async () => expect(await list()).toHaveLength(1));

    await createEvent(ctx.database.db, { hostId: host.id });
    await eventually(async () => expect(await list()).toHaveLength(2));

    await ctx.database.db
      .update(events)
      .set({ availableSpots: sql`${events.availableSpots} - 1` })
      .where(eq(events.id, first.id));
    await eventually(async () => {
      expect((await one(first.id)).availableSpots).toBe(7);
      expect((await list()).find((e) => e.id === first.id)?.availableSpots).toBe(7);
    });

    await ctx.database.db
      .update(users)
      .set({ name: 'After', rating: 4.2 })
      .where(eq(users.id, host.id));
    await eventually(async () =>
      expect((await one(first.id)).host).toMatchObject({ name: 'After', rating: 4.2 }),
    );
  });

  it('takes a host’s paid dinners off sale as soon as their payout account goes', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const paid = await createEvent(ctx.database.db, { hostId: host.id, price: 4000 });
    await eventually(async () => expect((await one(paid.id)).onSale).toBe(true));
    expect((await list()).map((e) => e.id)).toEqual([paid.id]);

    // what deleting the Connect account does (payouts-repository clearConnectAccount)
    await ctx.database.db
      .update(users)
      .set({ stripeConnectId: null, stripeConnectStatus: null })
      .where(eq(users.id, host.id));
    await eventually(async () => {
      expect((await one(paid.id)).onSale).toBe(false);
      expect(await list()).toEqual([]);
    });
  });

  it('lets an answer lapse when an upcoming event it counts starts', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    await createEvent(ctx.database.db, {
      hostId: host.id,
      title: 'starting',
      dateTime: new Date(Date.now() + 1500),
    });
    await createEvent(ctx.database.db, { hostId: host.id, title: 'later' });
    await eventually(async () =>
      expect((await list()).map((e) => e.title)).toEqual(['starting', 'later']),
    );
    await new Promise((r) => setTimeout(r, 1600));
    expect((await list()).map((e) => e.title)).toEqual(['later']);
  });
});

describe('EventsCache', () => {
  it('shares one computation between concurrent misses and keeps nothing computed across a change', async () => {
    const cache = new EventsCache();
    cache.setListening(true);
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const build = async () => {
      builds += 1;
      await gate;
      return { value: `v${builds}` };
    };
    const a = cache.get('k', build);
    const b = cache.get('k', build);
    release();
    expect(await Promise.all([a, b])).toEqual(['v1', 'v1']);
    expect(builds).toBe(1);
    expect(await cache.get('k', build)).toBe('v1');

    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((r) => {
      releaseSlow = r;
    });
    cache.invalidate();
    const slow = cache.get('k', async () => {
      await slowGate;
      return { value: 'stale' };
    });
    cache.invalidate(); // a change committed while it was computing
    releaseSlow();
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => ({ value: 'fresh' }))).toBe('fresh');
  });

  it('does not cache before it is listening, nor failures', async () => {
    const cache = new EventsCache();
    let n = 0;
    expect(await cache.get('k', async () => ({ value: String(++n) }))).toBe('1');
    expect(await cache.get('k', async () => ({ value: String(++n) }))).toBe('2');
    cache.setListening(true);
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await cache.get('k', async () => ({ value: 'ok' }))).toBe('ok');
  });
});
