import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * One atomic upsert per hit: a fixed window that starts at the first hit and restarts once
 * `reset_at` has passed. Concurrent hits on one key each see a distinct count.
 */
export async function hitCounter(
  db: DbOrTx,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

/** Takes one hit back (a request that turned out fine must not count against its key). */
export async function releaseHit(db: DbOrTx, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearCounter(db: DbOrTx, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every counter whose key starts with `prefix` (LIKE wildcards in it are escaped). */
export async function clearCountersStartingWith(db: DbOrTx, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimits).where(sql`${rateLimits.key} LIKE ${pattern}`);
}

export async function deleteExpiredCounters(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= now()`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
