import type { SearchQuery } from '@storytable/domain';
import { and, arrayOverlaps, asc, count, eq, gt, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/** What fuzzy matching reads of each event that passed the filters. */
export interface SearchCandidate {
  id: number;
  title: string;
  description: string;
  tags: string[];
  dateTime: Date;
}

/** The SQL half of search: active, upcoming, then each filter that differs from its default. */
export function filterConditions(q: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(events.status, true),
    gt(events.dateTime, sql`now()`),
  ];
  if (q.state) conditions.push(eq(events.state, q.state.toUpperCase()));
  if (q.city) conditions.push(sql`lower(${events.city}) = lower(${q.city})`);
  if (q.tags.length) conditions.push(arrayOverlaps(events.tags, q.tags));
  // prices are stored in cents; the filter speaks dollars
  if (q.minPrice !== undefined) conditions.push(gte(events.price, Math.ceil(q.minPrice * 100)));
  if (q.maxPrice !== undefined) conditions.push(lte(events.price, Math.floor(q.maxPrice * 100)));
  // group size compares capacity
  if (q.minSize !== undefined) conditions.push(gte(events.capacity, q.minSize));
  if (q.maxSize !== undefined) conditions.push(lte(events.capacity, q.maxSize));
  return and(...conditions);
}

export function findCandidates(db: DbOrTx, where: SQL | undefined): Promise<SearchCandidate[]> {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      tags: events.tags,
      dateTime: events.dateTime,
    })
    .from(events)
    .where(where)
    .orderBy(asc(events.dateTime), asc(events.id));
}

/** How many events pass the filters, and when the soonest of them starts. */
export async function summarizeFiltered(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<{ total: number; nextStart: Date | null }> {
  const [row] = await db
    .select({ total: count(), nextStart: min(events.dateTime) })
    .from(events)
    .where(where);
  return { total: row?.total ?? 0, nextStart: row?.nextStart ?? null };
}

export async function findFilteredIds(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(where)
    .orderBy(asc(events.dateTime), asc(events.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}
