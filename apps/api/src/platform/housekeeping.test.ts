import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rateLimits, sessions } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { runHousekeeping } from './housekeeping.ts';
import { createUser } from './users/user-factory.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('housekeeping', () => {
  it('deletes expired sessions and rate-limit windows, and only those', async () => {
    const { db } = database;
    const user = await createUser(db);
    const hour = 3_600_000;
    await db.insert(sessions).values([
      { id: 'hk-expired', userId: user.id, expiresAt: new Date(Date.now() - hour) },
      { id: 'hk-live', userId: user.id, expiresAt: new Date(Date.now() + hour) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'hk:ended', count: 3, resetAt: new Date(Date.now() - hour) },
      { key: 'hk:open', count: 3, resetAt: new Date(Date.now() + hour) },
    ]);

    const counts = await runHousekeeping(db);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.counters).toBeGreaterThanOrEqual(1);

    const ids = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(ids).toContain('hk-live');
    expect(ids).not.toContain('hk-expired');
    const keys = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} LIKE 'hk:%'`);
    expect(keys.map((k) => k.key)).toEqual(['hk:open']);
  });
});
