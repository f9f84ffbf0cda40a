import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { post } from '../../test/requests.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function subscribe(body: unknown) {
  return post(ctx.app, await anonymousAgent(ctx.app), '/api/newsletter/subscribe', body);
}

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address and thanks the visitor', async () => {
    const res = await subscribe({ email: 'reader@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thanks for subscribing to our newsletter',
    });
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toContain('reader@example.com');
  });

  it('treats a repeat (any case, any spacing) as a friendly success and stores it once', async () => {
    await subscribe({ email: 'again@example.com' });
    for (const email of ['again@example.com', ' AGAIN@Example.com ']) {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: "You're already subscribed. Thanks for staying with us!",
      });
    }
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} = 'again@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('stores one row for simultaneous identical subscriptions', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => subscribe({ email: 'burst@example.com' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().message.startsWith('Thanks'))).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ email: '' }],
    [{ email: 'a@b' }],
    [{ email: '@example.com' }],
  ])('answers 400 "Please enter a valid email address" for %j', async (body) => {
    const res = await subscribe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter a valid email address',
      error: 'Please enter a valid email address',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers 400 for a missing body, never a 500', async () => {
    const res = await subscribe(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
