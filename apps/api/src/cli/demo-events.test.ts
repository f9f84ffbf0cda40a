import { EVENT_CATEGORIES, type EventsListResponse, formatEventTime } from '@storytable/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, storedImages, users } from '../db/schema/index.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { PAYOUTS_READY } from '../test/event-factory.ts';
import { useTestApp } from '../test/helper.ts';
import { seedDemoEvents, seedManyEvents } from './demo-events.ts';

const ctx = useTestApp();

describe('seedDemoEvents', () => {
  it('creates a believable Sacramento marketplace', async () => {
    const db = ctx.database.db;
    const loginHost = await createUser(db, { isHost: true, name: 'Demo Host' });
    const { hosts, events: created } = await seedDemoEvents(db, { hosts: [loginHost] });
    expect(hosts.length).toBeGreaterThanOrEqual(4);
    expect(hosts.some((h) => h.isVerifiedHost)).toBe(true);
    expect(hosts.some((h) => h.isHost && !h.isVerifiedHost)).toBe(true);
    for (const h of hosts) {
      expect(h.bio).toBeTruthy();
      expect(h.profileImage).toMatch(
        /^(data:image\/svg\+xml;base64,|\/api\/images\/[a-f0-9]{64}-256\.jpg$)/,
      );
    }
    // some hosts have a photo, stored as an upload is: rows of their own
    const photo = hosts.find((h) => h.profileImage?.startsWith('/api/images/'));
    expect(photo).toBeDefined();
    const photoRows = await db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(and(eq(storedImages.ownerId, photo!.id), eq(storedImages.kind, 'avatar')));
    expect(photoRows).toHaveLength(2);
    const rows = await db.select().from(events);
    // a third of the dinners have a cover, owned by their host and served like an upload
    const covered = rows.filter((e) => e.coverImageKey);
    expect(covered.length).toBe(Math.ceil(rows.length / 3));
    for (const e of covered) {
      const [owned] = await db
        .select({ ownerId: storedImages.ownerId, kind: storedImages.kind })
        .from(storedImages)
        .where(eq(storedImages.key, e.coverImageKey!));
      expect(owned).toEqual({ ownerId: e.hostId, kind: 'event-cover' });
    }
    const cover = (
      await ctx.app.inject({ method: 'GET', url: `/api/events/${covered[0]!.id}` })
    ).json().coverImage;
    expect((await ctx.app.inject({ method: 'GET', url: cover.src })).statusCode).toBe(200);
    expect(rows).toHaveLength(created.length);
    const now = Date.now();
    const upcoming = rows.filter((e) => e.dateTime.getTime() > now && e.status);
    expect(upcoming.length).toBeGreaterThanOrEqual(40);
    expect(rows.some((e) => e.dateTime.getTime() < now)).toBe(true);
    expect(new Set(upcoming.flatMap((e) => e.tags))).toEqual(new Set(EVENT_CATEGORIES));
    expect(upcoming.filter((e) => e.featured).length).toBeGreaterThanOrEqual(6);
    expect(upcoming.some((e) => e.price === 0)).toBe(true);
    // most dinners refund as today, a few Moderate, one or two Strict, all of them paid ones too
    const policies = (p: string) => upcoming.filter((e) => e.refundPolicy === p && e.price > 0);
    expect(policies('flexible').length).toBeGreaterThan(policies('moderate').length);
    expect(policies('moderate').length).toBeGreaterThanOrEqual(3);
    expect(policies('strict').length).toBeGreaterThanOrEqual(1);
    expect(policies('strict').length).toBeLessThanOrEqual(2);
    // seats are filled by real reservations in demo-seed.ts; here every dinner starts empty
    expect(rows.every((e) => e.availableSpots === e.capacity)).toBe(true);
    expect(upcoming.some((e) => e.hostId === loginHost.id)).toBe(true);
    // every dinner has a street address guests see once seated, and a public neighborhood
    for (const e of rows) {
      expect(e.streetAddress).toMatch(/^\d+ [A-Z0-9][\w ]* (St|Ave|Dr|Blvd|Mall)$/);
      expect(e.neighborhood).toBeTruthy();
    }
    for (const e of rows) {
      expect(e).toMatchObject({ city: 'Sacramento', state: 'CA', timeZone: 'America/Los_Angeles' });
      expect(e.availableSpots).toBeLessThanOrEqual(e.capacity);
      expect(formatEventTime(e.dateTime, e.timeZone)).toMatch(/^(6|7|8):(00|30) PM P[SD]T$/);
    }
    // the demo seed connects every host's payouts, so their paid dinners are on sale (decision 034)
    await db.update(users).set(PAYOUTS_READY);
    const listing = (
      await ctx.app.inject({ method: 'GET', url: '/api/events' })
    ).json() as EventsListResponse;
    expect(listing.events).toHaveLength(12);
    expect(listing.featured.length).toBeGreaterThanOrEqual(6);
  });
});

describe('seedManyEvents', () => {
  it('inserts n varied events in batches', async () => {
    const db = ctx.database.db;
    await db.delete(events);
    await seedManyEvents(db, 2500);
    const [row] = await db.select({ n: count() }).from(events);
    expect(row?.n).toBe(2500);
    const sample = await db.select().from(events).limit(200);
    expect(new Set(sample.map((e) => e.title)).size).toBe(200);
    expect(new Set(sample.map((e) => e.state)).size).toBeGreaterThan(5);
    const [sacramento] = await db.select({ n: count() }).from(events).where(eq(events.state, 'CA'));
    expect(sacramento?.n).toBeGreaterThan(1000);
    const [hosts] = await db.select({ n: count() }).from(users).where(eq(users.isHost, true));
    expect(hosts?.n).toBeGreaterThanOrEqual(10);
    await db.update(users).set(PAYOUTS_READY);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search?q=history&state=CA' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
  });
});
