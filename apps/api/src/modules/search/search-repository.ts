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

/**
 * The events fuzzy matching ranks, in one statement (migrations 0010 and 0013): the vocabulary
 * words similar to a query word (`search_vocabulary`), grouped in tiers of closeness; for each
 * tier the soonest `limit` events passing the filters that hold one of its words (GIN index on
 * events.search_words); each event in its closest tier; closest tier first, each soonest first,
 * at most `limit`. That is the closest tiers' events until the cap: a tier's soonest `limit`
 * always hold the soonest of its events no closer tier took. Returned soonest first, the order
 * Fuse breaks ties by.
 */
export async function findCandidates(
  db: Db,
  where: SQL | undefined,
  words: string[],
  limit = SEARCH_CANDIDATES_MAX,
): Promise<SearchCandidate[]> {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()))];
  if (!lowered.length) return [];
  // text[] parameters: the tags column encodes an array for both drivers
  const result = (await db.execute(sql`
    with tiers as (
      select round(similarity / ${SIMILARITY_STEP}::real) as tier, array_agg(word) as words
      from search_vocabulary(${sql.param(lowered, events.tags)}::text[])
      group by 1
    )
    select id, title, description, tags, at from (
      select distinct on (c.id) c.*, t.tier
      from tiers t cross join lateral (
        select ${events.id} as id, ${events.title} as title, ${events.description} as description,
               ${events.tags} as tags, ${events.dateTime} as date_time,
               extract(epoch from ${events.dateTime})::float8 * 1000 as at
        from ${events}
        where ${and(where, sql`search_words && t.words`)}
        order by ${events.dateTime}, ${events.id}
        limit ${limit}
      ) c
      order by c.id, t.tier desc
    ) best
    order by tier desc, date_time, id
    limit ${limit}
  `)) as unknown as {
    // both drivers answer { rows }
    rows: { id: number; title: string; description: string; tags: string[]; at: number }[];
  };
  return result.rows
    .map(({ at, ...row }) => ({ ...row, dateTime: new Date(at) }))
    .sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime() || a.id - b.id);
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
