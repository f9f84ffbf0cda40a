import type { SearchQuery } from '@storytable/domain';
import { and, arrayOverlaps, asc, count, eq, gt, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { onSale } from '../events/on-sale.ts';

/** What fuzzy matching reads of each event that passed the filters. */
export interface SearchCandidate {
  id: number;
  title: string;
  description: string;
  tags: string[];
  dateTime: Date;
}

/**
 * The SQL half of search: active, upcoming, on sale, then each filter that differs from its
 * default.
 */
export function filterConditions(q: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(events.status, true),
    gt(events.dateTime, sql`now()`),
    onSale,
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

/**
 * When more events hold a similar word than Fuse may rank, those holding a closer word come
 * first: vocabulary words are grouped by their best similarity to a query word, in steps of
 * this much, closest first. (Which words are similar, word similarity 0.2 or more, is the
 * `search_vocabulary` function's, migration 0013.)
 */
const SIMILARITY_STEP = 0.05;
/**
 * Most events handed to Fuse for one query. When more events hold a matching word, the closest
 * tiers fill it first, each tier soonest first; the total counts the matches among those
 * ranked.
 */
export const SEARCH_CANDIDATES_MAX = 200;

/** The vocabulary words similar to the query's words, in groups by SIMILARITY_STEP, closest first. */
async function similarWords(db: Db, words: string[]): Promise<string[][]> {
  // text[] parameters: the tags column encodes an array for both drivers
  const result = (await db.execute(sql`
    select array_agg(word) as words from (
      select word, round(similarity / ${SIMILARITY_STEP}::real) as tier
      from search_vocabulary(${sql.param(words, events.tags)}::text[])
    ) matched
    group by tier order by tier desc
  `)) as unknown as { rows: { words: string[] }[] }; // both drivers answer { rows }
  return result.rows.map((r) => r.words);
}

/**
 * The events fuzzy matching ranks (migrations 0010 and 0013): the vocabulary words similar to a
 * query word (`search_vocabulary`, GIN trigram index), then the events passing the filters that
 * hold one of them, at most `limit`: closest tier first, each soonest first, a query per tier
 * until the cap. Each tier's words are the query's constants, so the planner reads their
 * frequency in the statistics: a common word walks the date index and stops at the cap, a rare
 * one comes from the GIN index on events.search_words. Returned soonest first, the order Fuse
 * breaks ties by.
 */
export async function findCandidates(
  db: Db,
  where: SQL | undefined,
  words: string[],
  limit = SEARCH_CANDIDATES_MAX,
): Promise<SearchCandidate[]> {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()))];
  if (!lowered.length) return [];
  const holds = (vocabulary: string[]) =>
    sql`search_words && ${sql.param(vocabulary, events.tags)}`;
  const candidates: SearchCandidate[] = [];
  const closer: string[] = [];
  for (const tier of await similarWords(db, lowered)) {
    if (candidates.length >= limit) break;
    const notCloser = closer.length ? sql`not ${holds(closer)}` : undefined;
    const found = await eventsWhere(
      db,
      and(where, holds(tier), notCloser),
      limit - candidates.length,
    );
    candidates.push(...found);
    closer.push(...tier);
  }
  return candidates.sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime() || a.id - b.id);
}

function eventsWhere(db: Db, where: SQL | undefined, limit: number): Promise<SearchCandidate[]> {
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
    .orderBy(asc(events.dateTime), asc(events.id))
    .limit(limit);
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
