import { SITEMAP_MAX_URLS } from '@storytable/domain';
import { and, asc, count, countDistinct, gt, gte, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { listed } from '../events/index.ts';

/** Rows read per statement while a large sitemap streams out. */
const BATCH = 5_000;

export interface SitemapEntry {
  id: number;
  lastmod: Date;
}

export interface SitemapCounts {
  events: number;
  hosts: number;
}

/** How many dinners are offered, and how many hosts offer them. */
export async function sitemapCounts(db: DbOrTx): Promise<SitemapCounts> {
  const [row] = await db
    .select({ events: count(), hosts: countDistinct(events.hostId) })
    .from(events)
    .where(listed);
  return { events: row?.events ?? 0, hosts: row?.hosts ?? 0 };
}

/**
 * The parts of a sitemap index: part k holds the ids from k * 50,000 (so no part outgrows the
 * limit, and a part's address keeps its dinners as others come and go), with its last change.
 */
export function sitemapParts(db: DbOrTx, of: 'events' | 'hosts', perFile = SITEMAP_MAX_URLS) {
  const id = of === 'events' ? events.id : events.hostId;
  const part = sql<number>`(${id} / ${sql.raw(String(Math.trunc(perFile)))})::int`;
  return db
    .select({ part, lastmod: max(events.updatedAt).mapWith((v) => new Date(v)) })
    .from(events)
    .where(listed)
    .groupBy(part)
    .orderBy(part);
}

/** The dinners on offer with ids in [from, to), in batches (keyset: each batch one index scan). */
export async function* listedEventsBetween(
  db: DbOrTx,
  from: number,
  to: number,
): AsyncGenerator<SitemapEntry[]> {
  let after = from - 1;
  for (;;) {
    const rows = await db
      .select({ id: events.id, lastmod: events.updatedAt })
      .from(events)
      .where(and(listed, gt(events.id, after), lt(events.id, to)))
      .orderBy(asc(events.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/** The hosts with a dinner on offer and ids in [from, to), each with their dinners' last change. */
export async function* offeringHostsBetween(
  db: DbOrTx,
  from: number,
  to: number,
): AsyncGenerator<SitemapEntry[]> {
  const rows = await db
    .select({ id: events.hostId, lastmod: max(events.updatedAt).mapWith((v) => new Date(v)) })
    .from(events)
    .where(and(listed, gte(events.hostId, from), lt(events.hostId, to)))
    .groupBy(events.hostId)
    .orderBy(asc(events.hostId));
  if (rows.length > 0) yield rows as SitemapEntry[];
}
