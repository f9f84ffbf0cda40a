import type { SearchQuery } from '@storytable/domain';
import { and, arrayOverlaps, asc, count, eq, gt, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { NotifiedCache } from '../../lib/notified-cache.ts';
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

/** Where each query word's similar vocabulary words are kept between searches (the events cache). */
export type VocabularyCache = Pick<NotifiedCache<string>, 'peek' | 'get'>;

/**
 * The vocabulary words similar to the query's words, in groups by SIMILARITY_STEP, closest first.
 * Each query word's words and closeness (a tier: similarity / SIMILARITY_STEP rounded, the best
 * over the query words, as rounding keeps order) are kept in `cache` under the word: the events
 * cache, which every instance empties when events change (words are added only then), so a
 * search of known words sends no statement for its vocabulary. The words not kept are looked up
 * in one statement.
 */
async function similarWords(
  db: Db,
  words: string[],
  cache: VocabularyCache | undefined,
): Promise<string[][]> {
  const key = (word: string) => `search-vocabulary:${word}`;
  const missing = cache ? words.filter((w) => cache.peek(key(w)) === undefined) : words;
  let batch: Promise<Map<string, [string, number][]>> | undefined;
  const loadMissing = () => {
    batch ??= vocabularyTiers(db, missing);
    return batch;
  };
  const lookUp = async (word: string) => {
    // a word kept at peek but lapsed since is looked up alone
    const found = await (missing.includes(word) ? loadMissing() : vocabularyTiers(db, [word]));
    return JSON.stringify(found.get(word) ?? []);
  };
  const perWord = await Promise.all(
    words.map(async (word) =>
      cache ? cache.get(key(word), async () => ({ value: await lookUp(word) })) : lookUp(word),
    ),
  );
  const best = new Map<string, number>();
  for (const json of perWord) {
    for (const [word, tier] of JSON.parse(json) as [string, number][]) {
      if (tier > (best.get(word) ?? -1)) best.set(word, tier);
    }
  }
  const tiers = new Map<number, string[]>();
  for (const [word, tier] of best) tiers.set(tier, [...(tiers.get(tier) ?? []), word]);
  return [...tiers].sort((a, b) => b[0] - a[0]).map(([, group]) => group);
}

/** Per query word, its similar vocabulary words with their tier (`search_vocabulary`, one statement). */
async function vocabularyTiers(db: Db, words: string[]): Promise<Map<string, [string, number][]>> {
  // text[] parameters: the tags column encodes an array for both drivers
  const result = (await db.execute(sql`
    select q.word as query_word, v.word, round(v.similarity / ${SIMILARITY_STEP}::real)::int as tier
    from unnest(${sql.param(words, events.tags)}::text[]) as q(word),
      lateral search_vocabulary(array[q.word]) v
  `)) as unknown as { rows: { query_word: string; word: string; tier: number }[] }; // both drivers answer { rows }
  const byWord = new Map<string, [string, number][]>(words.map((w) => [w, []]));
  for (const row of result.rows) byWord.get(row.query_word)?.push([row.word, Number(row.tier)]);
  return byWord;
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
  {
    vocabularyCache,
    limit = SEARCH_CANDIDATES_MAX,
  }: { vocabularyCache?: VocabularyCache; limit?: number } = {},
): Promise<SearchCandidate[]> {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()))];
  if (!lowered.length) return [];
  const holds = (vocabulary: string[]) =>
    sql`search_words && ${sql.param(vocabulary, events.tags)}`;
  const candidates: SearchCandidate[] = [];
  const closer: string[] = [];
  for (const tier of await similarWords(db, lowered, vocabularyCache)) {
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
