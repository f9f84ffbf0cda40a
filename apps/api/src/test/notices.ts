import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../db/client.ts';

let barriers = 0;

/**
 * Waits until every notification committed so far on `channel` has reached `cache`: they arrive
 * in order, so a token sent now and heard means the earlier ones were heard too.
 */
export async function notificationsHeard(
  db: Db,
  channel: string,
  cache: { lastNotice: string | null },
) {
  const token = `barrier-${++barriers}`;
  await db.execute(sql`select pg_notify(${channel}, ${token})`);
  await vi.waitFor(() => expect(cache.lastNotice).toBe(token), { timeout: 3000, interval: 5 });
}
