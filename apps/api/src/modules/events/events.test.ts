import { EVENT_PAGE_SIZE, type EventsListResponse } from '@storytable/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();
beforeEach(async () => {
  await ctx.database.db.delete(events);
});

const HOUR = 3_600_000;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/events', () => {
  it('lists upcoming active events soonest first, with their host, in pages of 12', async () => {
    const host = await createUser(ctx.database.db, {
      ...PAYOUTS_READY,
      isHost: true,
      isVerifiedHost: true,
      name: 'Eleanor',
      rating: 4.9,
      reviewCount: 3,
    });
    const db = ctx.database.db;
    for (let i = 0; i < 14; i += 1)
      await createEvent(db, {
        hostId: host.id,
        title: `E${i}`,
        dateTime: new Date(Date.now() + (20 - i) * HOUR),
      });
    await createEvent(db, {
      hostId: host.id,
      title: 'past',
      dateTime: new Date(Date.now() - HOUR),
    });
    await createEvent(db, { hostId: host.id, title: 'cancelled', status: false });

    const res = await get('/api/events?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as EventsListResponse;
    expect(body.pagination).toEqual({
      total: 14,
      totalPages: 2,
      page: 1,
      pageSize: EVENT_PAGE_SIZE,
    });
    expect(body.events).toHaveLength(12);
    expect(body.events.map((e) => e.title).slice(0, 3)).toEqual(['E13', 'E12', 'E11']);
    expect(body.events[0]).toMatchObject({
      hostId: host.id,
      host: {
        id: host.id,
        name: 'Eleanor',
        isVerifiedHost: true,
        isHost: true,
        rating: 4.9,
        reviewCount: 3,
      },
      state: 'CA',
      city: 'Sacramento',
      timeZone: 'America/Los_Angeles',
      status: true,
      availableSpots: 8,
      availableSeats: 8,
    });
    expect(body.events[0]!.host).not.toHaveProperty('email');
    const page2 = (await get('/api/events?page=2')).json() as EventsListResponse;
    expect(page2.events.map((e) => e.title)).toEqual(['E1', 'E0']);
  });

  it('clamps out-of-range and malformed pages instead of failing', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    for (let i = 0; i < 13; i += 1) await createEvent(ctx.database.db, { hostId: host.id });
    for (const [query, page] of [
      ['page=99', 2],
      ['page=0', 1],
      ['page=-3', 1],
      ['page=abc', 1],
      ['', 1],
      ['page=1e300', 2],
    ] as const) {
      const res = await get(`/api/events?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect((res.json() as EventsListResponse).pagination.page, query).toBe(page);
    }
    expect(((await get('/api/events?page=99')).json() as EventsListResponse).events).toHaveLength(
      1,
    );
  });

  it('answers an empty market with no pages', async () => {
    const body = (await get('/api/events?page=3')).json() as EventsListResponse;
    expect(body).toEqual({
      events: [],
      featured: [],
      pagination: { total: 0, totalPages: 0, page: 1, pageSize: 12 },
    });
  });

  it('lists upcoming active featured events soonest first, at most 12', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const db = ctx.database.db;
    for (let i = 0; i < 14; i += 1)
      await createEvent(db, {
        hostId: host.id,
        featured: true,
        title: `F${i}`,
        dateTime: new Date(Date.now() + (20 - i) * HOUR),
      });
    await createEvent(db, { hostId: host.id, featured: true, status: false });
    await createEvent(db, {
      hostId: host.id,
      featured: true,
      dateTime: new Date(Date.now() - HOUR),
    });
    await createEvent(db, { hostId: host.id, featured: false });
    const body = (await get('/api/events')).json() as EventsListResponse;
    expect(body.featured).toHaveLength(12);
    expect(body.featured[0]!.title).toBe('F13');
    expect(body.featured.every((e) => e.featured && e.status)).toBe(true);
  });

  it('keeps the carousel’s featured dinners out of the grid, and the ones past it in (#32.21)', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const db = ctx.database.db;
    // 15 featured (12 fit the carousel) and 2 others, interleaved in time
    for (let i = 0; i < 17; i += 1)
      await createEvent(db, {
        hostId: host.id,
        featured: i % 6 !== 5,
        title: `${i % 6 !== 5 ? 'F' : 'P'}${i}`,
        dateTime: new Date(Date.now() + (i + 1) * HOUR),
      });
    const body = (await get('/api/events?page=1')).json() as EventsListResponse;
    expect(body.featured).toHaveLength(12);
    const carousel = new Set(body.featured.map((e) => e.id));
    expect(body.events.filter((e) => carousel.has(e.id))).toEqual([]);
    // the 2 plain dinners and the 3 featured ones the carousel has no room for
    expect(body.events.map((e) => e.title)).toEqual(['P5', 'P11', 'F14', 'F15', 'F16']);
    expect(body.pagination).toMatchObject({ total: 5, totalPages: 1 });
  });

  it('accepts the t cache-buster and then forbids caching', async () => {
    const fresh = await get(`/api/events?page=1&t=${Date.now()}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect((await get('/api/events?page=1')).headers['cache-control']).toBeUndefined();
  });

  it('gives the filter panel its events, featured and slider ranges with search=true', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    await createEvent(ctx.database.db, { hostId: host.id, price: 12_550, capacity: 10 });
    await createEvent(ctx.database.db, { hostId: host.id, price: 0, capacity: 4, featured: true });
    await createEvent(ctx.database.db, {
      hostId: host.id,
      price: 99_900,
      capacity: 12,
      status: false,
    });
    const res = await get('/api/events?search=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['events', 'featured', 'ranges']);
    expect(body.events).toHaveLength(2);
    expect(body.featured).toHaveLength(1);
    expect(body.ranges).toEqual({ maxPrice: 126, maxCapacity: 10 });
  });
});

describe('GET /api/events/:id', () => {
  it('returns the event with its host', async () => {
    const host = await createUser(ctx.database.db, {
      ...PAYOUTS_READY,
      isHost: true,
      name: 'Marcus',
    });
    const e = await createEvent(ctx.database.db, {
      hostId: host.id,
      title: 'Rome',
      price: 4500,
      capacity: 6,
      availableSpots: 1,
    });
    const res = await get(`/api/events/${e.id}?t=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id: e.id,
      title: 'Rome',
      price: 4500,
      capacity: 6,
      availableSpots: 1,
      availableSeats: 1,
      location: 'The Firehouse, Sacramento, CA',
      dateTime: e.dateTime.toISOString(),
      host: { id: host.id, name: 'Marcus' },
      cancelledAt: null,
    });
  });

  it('answers 404 for a missing event and 400 for an id that is not one', async () => {
    const missing = await get('/api/events/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Event not found', code: 'NOT_FOUND' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/events/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe('Invalid event id');
    }
  });
});
