import { REVIEW_MESSAGES, reviewListSchema } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, payoutReadyHost, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();

const HOUR = 3_600_000;

/** A dinner the given guests reserved while it was upcoming, then moved to `startedAgo` ago. */
async function pastDinner(guestCount: number, startedAgoMs = 3 * HOUR) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, { capacity: 8 });
  const guests = [];
  for (let i = 0; i < guestCount; i++) {
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    guests.push(g);
  }
  await ctx.database.db
    .update(events)
    .set({ dateTime: new Date(Date.now() - startedAgoMs) })
    .where(eq(events.id, event.id));
  return { host, event, guests };
}

const review = (agent: { headers: Record<string, string> }, eventId: number, body: unknown) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/review`, body);

const hostRow = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('reviews', () => {
  it('a guest who attended reviews once; the list shows it; the host’s rating follows', async () => {
    const { host, event, guests } = await pastDinner(3);
    const [a, b, c] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];
    const res = await review(a.agent, event.id, { rating: 5, review: '  Wonderful evening  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: REVIEW_MESSAGES.CREATED,
      review: {
        eventId: event.id,
        rating: 5,
        review: 'Wonderful evening',
        reviewDate: expect.any(String),
        user: { id: a.user.id, name: a.user.name, profileImage: null },
      },
    });
    expect(await hostRow(host.user.id)).toMatchObject({ rating: 5, reviewCount: 1 });

    expect((await review(b.agent, event.id, { rating: 4, review: 'Good' })).statusCode).toBe(201);
    expect((await review(c.agent, event.id, { rating: 4, review: '' })).statusCode).toBe(201);
    // (5 + 4 + 4) / 3 = 4.333... shown with one decimal
    expect(await hostRow(host.user.id)).toMatchObject({ rating: 4.3, reviewCount: 3 });

    const again = await review(a.agent, event.id, { rating: 1, review: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: REVIEW_MESSAGES.ALREADY_REVIEWED,
    });
    expect(await hostRow(host.user.id)).toMatchObject({ rating: 4.3, reviewCount: 3 });

    const visitor = await anonymousAgent(ctx.app);
    const list = await request(ctx, visitor, 'GET', `/api/events/${event.id}/reviews`);
    expect(list.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(list.json());
    expect(reviews.map((r) => r.user.id)).toEqual([c.user.id, b.user.id, a.user.id]);

    // the host's rating travels with their events
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(detail.json().host).toMatchObject({ rating: 4.3, reviewCount: 3 });

    // and the attended list shows my review
    const attended = await request(ctx, a.agent, 'GET', '/api/reservations/attended');
    expect(attended.json()[0]).toMatchObject({ rating: 5, review: 'Wonderful evening' });
  });

  it('averages over all of the host’s dinners', async () => {
    const { host, event, guests } = await pastDinner(1);
    await review(guests[0]!.agent, event.id, { rating: 2, review: '' });
    const second = await hostedEvent(ctx, host.user.id);
    const g = await guest(ctx);
    await reserve(ctx, g.agent, { eventId: second.id });
    await ctx.database.db
      .update(events)
      .set({ dateTime: new Date(Date.now() - 5 * HOUR) })
      .where(eq(events.id, second.id));
    await review(g.agent, second.id, { rating: 5, review: '' });
    expect(await hostRow(host.user.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it('checks the rating on the server: 1 to 5, whole numbers (400 with the message)', async () => {
    const { event, guests } = await pastDinner(1);
    for (const rating of [0, 6, 2.5, 'five', null, undefined]) {
      const res = await review(guests[0]!.agent, event.id, { rating, review: 'x' });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toBe('Rating must be between 1 and 5');
    }
    const tooLong = await review(guests[0]!.agent, event.id, {
      rating: 3,
      review: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses the host (403), a non-guest (403), a dinner not yet ended (400), visitors (401)', async () => {
    const { host, event } = await pastDinner(1);
    const h = await review(host.agent, event.id, { rating: 5, review: 'Me!' });
    expect(h.statusCode).toBe(403);
    expect(h.json().message).toBe(REVIEW_MESSAGES.HOST_CANNOT_REVIEW);

    const stranger = await guest(ctx);
    const s = await review(stranger.agent, event.id, { rating: 5, review: '' });
    expect(s.statusCode).toBe(403);
    expect(s.json()).toMatchObject({ code: 'NOT_ATTENDED', message: REVIEW_MESSAGES.NOT_ATTENDED });

    // started an hour ago: still going (dinners last two hours)
    const { event: running, guests } = await pastDinner(1, HOUR);
    const r = await review(guests[0]!.agent, running.id, { rating: 5, review: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'EVENT_NOT_ENDED', message: REVIEW_MESSAGES.NOT_ENDED });

    const visitor = await anonymousAgent(ctx.app);
    expect((await review(visitor, event.id, { rating: 5 })).statusCode).toBe(401);
    expect((await review(stranger.agent, 987_654, { rating: 5 })).statusCode).toBe(404);
    expect((await request(ctx, visitor, 'GET', '/api/events/987654/reviews')).statusCode).toBe(404);
    expect((await request(ctx, visitor, 'GET', '/api/events/abc/reviews')).statusCode).toBe(400);
    expect(await hostRow(host.user.id)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('refuses a guest whose reservation was cancelled', async () => {
    const host = await payoutReadyHost(ctx);
    const event = await hostedEvent(ctx, host.user.id);
    const g = await guest(ctx);
    const made = await reserve(ctx, g.agent, { eventId: event.id });
    await request(ctx, g.agent, 'DELETE', `/api/reservations/${made.json().reservation.id}`);
    await ctx.database.db
      .update(events)
      .set({ dateTime: new Date(Date.now() - 5 * HOUR) })
      .where(eq(events.id, event.id));
    const res = await review(g.agent, event.id, { rating: 4, review: '' });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the count exact when guests of one host review at the same moment', async () => {
    const { host, event, guests } = await pastDinner(6);
    const ratings = [1, 2, 3, 4, 5, 5];
    const results = await Promise.all(
      guests.map((g, i) => review(g.agent, event.id, { rating: ratings[i], review: '' })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    // (1+2+3+4+5+5) / 6 = 3.333...
    expect(await hostRow(host.user.id)).toMatchObject({ rating: 3.3, reviewCount: 6 });
  });
});
