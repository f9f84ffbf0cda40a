import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { post } from '../../test/requests.ts';
import { NEWSLETTER_LIMITS } from './newsletter-service.ts';

const ctx = useTestApp();

let ipSeq = 0;
async function subscribe(body: unknown, remoteAddress = `10.9.0.${++ipSeq}`) {
  return post(ctx.app, await anonymousAgent(ctx.app), '/api/newsletter/subscribe', body, {
    remoteAddress,
  });
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

  it('answers a repeat (any case, any spacing) exactly like a new address and stores it once', async () => {
    await subscribe({ email: 'again@example.com' });
    for (const email of ['again@example.com', ' AGAIN@Example.com ']) {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Thanks for subscribing to our newsletter',
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
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} = 'burst@example.com'`);
    expect(rows).toHaveLength(1);
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

describe('newsletter limits (audit finding 9)', () => {
  it(`refuses a client after ${NEWSLETTER_LIMITS.perClient.max} sign-ups an hour, with Retry-After`, async () => {
    const ip = '10.9.1.1';
    for (let i = 0; i < NEWSLETTER_LIMITS.perClient.max; i++) {
      expect((await subscribe({ email: `many-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: 'one-more@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`refuses an address after ${NEWSLETTER_LIMITS.perAddress.max} sign-ups an hour from any client`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress.max; i++) {
      expect((await subscribe({ email: 'target@example.com' })).statusCode).toBe(200);
    }
    expect((await subscribe({ email: 'target@example.com' })).statusCode).toBe(429);
  });
});
