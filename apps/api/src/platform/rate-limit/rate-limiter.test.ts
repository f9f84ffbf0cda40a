import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { consume, type RateLimitRule, refund, reset } from './rate-limiter.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule: RateLimitRule = { name: 'test', max: 3, windowMs: 60_000 };

describe('rate limiter', () => {
  it('allows max hits per window, then answers with the time left', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consume(database.db, rule, 'a'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    const denied = results[4];
    expect(denied?.allowed === false && denied.retryAfterSeconds).toBeGreaterThan(55);
    expect(denied?.allowed === false && denied.retryAfterSeconds).toBeLessThanOrEqual(60);
    // other subjects have their own counters
    expect(await consume(database.db, rule, 'b')).toEqual({ allowed: true });
  });

  it('never lets concurrent hits past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consume(database.db, rule, 'burst')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 4; i++) await consume(database.db, rule, 'c');
    expect((await consume(database.db, rule, 'c')).allowed).toBe(false);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 'test:c'`);
    expect(await consume(database.db, rule, 'c')).toEqual({ allowed: true });
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = 'test:c'`);
    expect(row?.count).toBe(1);
  });

  it('refund gives one hit back, reset forgets them all', async () => {
    for (let i = 0; i < 3; i++) await consume(database.db, rule, 'd');
    await refund(database.db, rule, 'd');
    expect((await consume(database.db, rule, 'd')).allowed).toBe(true);
    expect((await consume(database.db, rule, 'd')).allowed).toBe(false);
    await reset(database.db, rule, 'd');
    expect((await consume(database.db, rule, 'd')).allowed).toBe(true);
  });
});
