import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES, reviewListSchema } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, payoutReadyHost, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();

/** A past dinner with one review by a guest who attended it. */
async function reviewedDinner() {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, { capacity: 8 });
  const g = await guest(ctx);
  expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
  await ctx.database.db
    .update(events)
    .set({ dateTime: new Date(Date.now() - 3 * 3_600_000) })
    .where(eq(events.id, event.id));
  const res = await request(ctx, g.agent, 'POST', `/api/events/${event.id}/review`, {
    rating: 4,
    review: 'Lovely table',
  });
  expect(res.statusCode).toBe(201);
  return { host, event, guest: g, reviewId: res.json().review.id as number };
}

const replyTo = (agent: { headers: Record<string, string> }, reviewId: number, body: unknown) =>
  request(ctx, agent, 'POST', `/api/reviews/${reviewId}/reply`, body);

describe('POST /api/reviews/:id/reply', () => {
  it('the host replies once; the reply shows on the dinner and on the host’s page', async () => {
    const { host, event, reviewId } = await reviewedDinner();
    const res = await replyTo(host.agent, reviewId, {
      reply: '  Thank you for coming!\nSee you soon  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: REVIEW_REPLY_MESSAGES.POSTED,
      review: { id: reviewId, reply: { body: 'Thank you for coming!\nSee you soon' } },
    });

    const again = await replyTo(host.agent, reviewId, { reply: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: REVIEW_REPLY_MESSAGES.ALREADY_REPLIED,
      error: REVIEW_REPLY_MESSAGES.ALREADY_REPLIED,
      code: 'ALREADY_REPLIED',
    });

    const visitor = await anonymousAgent(ctx.app);
    const list = reviewListSchema.parse(
      (await request(ctx, visitor, 'GET', `/api/events/${event.id}/reviews`)).json(),
    );
    expect(list[0]!.reply).toEqual({
      body: 'Thank you for coming!\nSee you soon',
      repliedAt: expect.any(String),
    });
    const page = await request(ctx, visitor, 'GET', `/api/users/${host.user.id}/reviews`);
    expect(page.json().reviews[0].reply.body).toBe('Thank you for coming!\nSee you soon');
  });

  it('two replies at once: one is kept, the other is told it was already posted', async () => {
    const { host, reviewId } = await reviewedDinner();
    const [a, b] = await Promise.all([
      replyTo(host.agent, reviewId, { reply: 'First' }),
      replyTo(host.agent, reviewId, { reply: 'Second' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses the reviewer, another host and an admin; an unknown review is 404', async () => {
    const { guest: reviewer, reviewId } = await reviewedDinner();
    const other = await payoutReadyHost(ctx);
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    for (const agent of [reviewer.agent, other.agent, admin]) {
      const res = await replyTo(agent, reviewId, { reply: 'Not mine to answer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(REVIEW_REPLY_MESSAGES.NOT_HOST);
    }
    const missing = await replyTo(other.agent, 2_147_483_647, { reply: 'Hello' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an empty, blank, overlong or non-text reply and keeps nothing', async () => {
    const { host, event, reviewId } = await reviewedDinner();
    for (const body of [
      {},
      { reply: '' },
      { reply: '   ' },
      { reply: 'x'.repeat(REVIEW_REPLY_MAX + 1) },
      { reply: 42 },
      { reply: 'a\u0000b' },
    ]) {
      const res = await replyTo(host.agent, reviewId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const path of ['abc', '0', '-1', '2147483648', '1e3']) {
      const res = await request(ctx, host.agent, 'POST', `/api/reviews/${path}/reply`, {
        reply: 'Hi',
      });
      expect(res.statusCode).toBe(400);
    }
    const visitor = await anonymousAgent(ctx.app);
    const list = (await request(ctx, visitor, 'GET', `/api/events/${event.id}/reviews`)).json();
    expect(list[0].reply).toBeNull();
    // exactly the bound is accepted
    const full = await replyTo(host.agent, reviewId, { reply: 'y'.repeat(REVIEW_REPLY_MAX) });
    expect(full.statusCode).toBe(201);
  });
});
