import {
  HOST_REVIEWS_PAGE_SIZE,
  hostReviewsResponseSchema,
  hostTablesResponseSchema,
} from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, reviews, users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const ids = (list: { id: number }[]) => list.map((e) => e.id);

async function moveTo(eventId: number, dateTime: Date) {
  await ctx.database.db.update(events).set({ dateTime }).where(eq(events.id, eventId));
}

/** A guest who reserved the dinner while it was upcoming and reviews it once it has happened. */
async function attendAndReview(eventId: number, startedAgo: number, rating: number, text: string) {
  const g = await guest(ctx);
  expect((await reserve(ctx, g.agent, { eventId })).statusCode).toBe(201);
  await moveTo(eventId, ago(startedAgo));
  const res = await request(ctx, g.agent, 'POST', `/api/events/${eventId}/review`, {
    rating,
    review: text,
  });
  expect(res.statusCode).toBe(201);
  return g.user;
}

describe('a host’s public page', () => {
  it('lists upcoming tables soonest first and past ones most recent first, never cancelled ones', async () => {
    const { db } = ctx.database;
    const host = await createUser(db, { isHost: true });
    const other = await createUser(db, { isHost: true });
    const later = await hostedEvent(ctx, host.id, { dateTime: ahead(9 * DAY) });
    const sooner = await hostedEvent(ctx, host.id, { dateTime: ahead(2 * DAY) });
    await hostedEvent(ctx, host.id, {
      dateTime: ahead(3 * DAY),
      status: false,
      cancelledAt: new Date(),
    });
    const lastMonth = await hostedEvent(ctx, host.id, { dateTime: ago(30 * DAY) });
    const lastWeek = await hostedEvent(ctx, host.id, { dateTime: ago(7 * DAY) });
    await hostedEvent(ctx, host.id, {
      dateTime: ago(5 * DAY),
      status: false,
      cancelledAt: ago(6 * DAY),
    });
    await hostedEvent(ctx, other.id, { dateTime: ahead(DAY) });
    await hostedEvent(ctx, other.id, { dateTime: ago(DAY) });

    const res = await get(`/api/users/${host.id}/events`);
    expect(res.statusCode).toBe(200);
    const body = hostTablesResponseSchema.parse(res.json());
    expect(ids(body.upcoming)).toEqual([sooner.id, later.id]);
    expect(ids(body.past)).toEqual([lastWeek.id, lastMonth.id]);
    // the listing's event shape, host included
    expect(body.upcoming[0]).toMatchObject({
      hostId: host.id,
      host: { id: host.id },
      status: true,
    });
  });

  it('leaves out a paid table whose host cannot take payment, as the listing does', async () => {
    const { db } = ctx.database;
    const unpaid = await createUser(db, { isHost: true });
    const ready = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    const free = await hostedEvent(ctx, unpaid.id, { dateTime: ahead(2 * DAY) });
    await hostedEvent(ctx, unpaid.id, { dateTime: ahead(3 * DAY), price: 4000 });
    const paid = await hostedEvent(ctx, ready.id, { dateTime: ahead(3 * DAY), price: 4000 });

    const unpaidTables = hostTablesResponseSchema.parse(
      (await get(`/api/users/${unpaid.id}/events`)).json(),
    );
    expect(ids(unpaidTables.upcoming)).toEqual([free.id]);
    const readyTables = hostTablesResponseSchema.parse(
      (await get(`/api/users/${ready.id}/events`)).json(),
    );
    expect(ids(readyTables.upcoming)).toEqual([paid.id]);
  });

  it('bounds the past tables at twelve, the most recent', async () => {
    const host = await createUser(ctx.database.db, { isHost: true });
    const past = [];
    for (let i = 1; i <= 14; i++)
      past.push(await hostedEvent(ctx, host.id, { dateTime: ago(i * DAY) }));
    const body = hostTablesResponseSchema.parse((await get(`/api/users/${host.id}/events`)).json());
    expect(ids(body.past)).toEqual(ids(past.slice(0, 12)));
    expect(body.upcoming).toEqual([]);
  });

  it('lists the reviews of every dinner the host gave, newest first, with reviewer and dinner', async () => {
    const { db } = ctx.database;
    const host = await createUser(db, { isHost: true });
    const first = await hostedEvent(ctx, host.id, { title: 'Stoics at supper' });
    const second = await hostedEvent(ctx, host.id, { title: 'Maps and memory' });
    const elsewhere = await hostedEvent(ctx, (await createUser(db, { isHost: true })).id);
    const older = await attendAndReview(first.id, 10 * DAY, 4, 'Thoughtful evening');
    const newer = await attendAndReview(second.id, 2 * DAY, 5, 'Wonderful company');
    await attendAndReview(elsewhere.id, DAY, 1, 'Not this host');

    const res = await get(`/api/users/${host.id}/reviews`);
    expect(res.statusCode).toBe(200);
    const body = hostReviewsResponseSchema.parse(res.json());
    expect(body.pagination).toEqual({
      total: 2,
      totalPages: 1,
      page: 1,
      pageSize: HOST_REVIEWS_PAGE_SIZE,
    });
    expect(body.reviews).toMatchObject([
      {
        rating: 5,
        review: 'Wonderful company',
        user: { id: newer.id, name: newer.name, profileImage: null },
        event: { id: second.id, title: 'Maps and memory', timeZone: 'America/Los_Angeles' },
      },
      {
        rating: 4,
        review: 'Thoughtful evening',
        user: { id: older.id, name: older.name },
        event: { id: first.id, title: 'Stoics at supper' },
      },
    ]);
    // the same reviews the host's rating counts
    const [row] = await db.select().from(users).where(eq(users.id, host.id));
    expect(row).toMatchObject({ reviewCount: 2, rating: 4.5 });
  });

  it('pages the reviews; a page past the end is the last one', async () => {
    const { db } = ctx.database;
    const host = await createUser(db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.id, { dateTime: ago(20 * DAY) });
    const written = [];
    for (let i = 0; i < HOST_REVIEWS_PAGE_SIZE + 2; i++) {
      const author = await createUser(db);
      const [row] = await db
        .insert(reviews)
        .values({
          eventId: dinner.id,
          userId: author.id,
          rating: 5,
          review: `Review ${i}`,
          createdAt: ago((20 - i) * HOUR),
        })
        .returning();
      written.push(row?.id);
    }
    const newestFirst = written.reverse();
    const one = hostReviewsResponseSchema.parse(
      (await get(`/api/users/${host.id}/reviews`)).json(),
    );
    expect(ids(one.reviews)).toEqual(newestFirst.slice(0, HOST_REVIEWS_PAGE_SIZE));
    expect(one.pagination).toMatchObject({ total: HOST_REVIEWS_PAGE_SIZE + 2, totalPages: 2 });
    for (const page of ['2', '99999999999999999999']) {
      const res = await get(`/api/users/${host.id}/reviews?page=${page}`);
      const body = hostReviewsResponseSchema.parse(res.json());
      expect(body.pagination.page).toBe(2);
      expect(ids(body.reviews)).toEqual(newestFirst.slice(HOST_REVIEWS_PAGE_SIZE));
    }
    const bad = hostReviewsResponseSchema.parse(
      (await get(`/api/users/${host.id}/reviews?page=abc`)).json(),
    );
    expect(bad.pagination.page).toBe(1);
  });

  it('shows no tables or reviews for a user who is not a host', async () => {
    const { db } = ctx.database;
    const member = await createUser(db);
    // a former host's dinners stay off the page once the role is gone
    await hostedEvent(ctx, member.id, { dateTime: ahead(DAY) });
    const tables = await get(`/api/users/${member.id}/events`);
    expect(tables.statusCode).toBe(200);
    expect(tables.json()).toEqual({ upcoming: [], past: [] });
    const list = await get(`/api/users/${member.id}/reviews`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      reviews: [],
      pagination: { total: 0, totalPages: 0, page: 1, pageSize: HOST_REVIEWS_PAGE_SIZE },
    });
  });

  it('answers 404 for an unknown or removed user and 400 for a bad id, like the profile', async () => {
    const { db } = ctx.database;
    const removed = await createUser(db, { isHost: true, deletedAt: new Date() });
    await hostedEvent(ctx, removed.id);
    for (const path of ['events', 'reviews']) {
      for (const id of [removed.id, 2_000_000_000]) {
        const res = await get(`/api/users/${id}/${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'User not found' });
      }
      for (const id of ['0', 'abc', '2147483648']) {
        expect((await get(`/api/users/${id}/${path}`)).statusCode).toBe(400);
      }
    }
  });
});
