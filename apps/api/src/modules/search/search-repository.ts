import type { SearchQuery } from '@storytable/domain';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  gt,
  gte,
  lte,
  min,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
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

/**
 * Word similarity (pg_trgm) a vocabulary word needs to be a query word's candidate. Fuse at
 * threshold 0.3 accepts up to three errors in ten characters, so it also takes another word two
 * slips away ('leeters' finds 'leaders' inside 'leadership', similarity 0.25): 0.2 keeps those
 * (search-candidates.test.ts compares both on demo and generated data).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.2;
/**
 * When more events hold a similar word than Fuse may rank, those holding a closer word come
 * first: vocabulary words are grouped by their best similarity to a query word, in steps of
 * this much, closest first.
 */
const SIMILARITY_STEP = 0.05;
/**
 * Most events handed to Fuse for one query. When more events hold a matching word, the closest
 * tiers fill it first, each tier soonest first; the total counts the matches among those
 * ranked.
 */
export const SEARCH_CANDIDATES_MAX = 200;

/** Trigrams do not find a word of fewer than 4 letters inside another word: Fuse does. */
const SHORT_WORD = 4;

const likePattern = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The vocabulary words similar to the query's words, in groups by SIMILARITY_STEP, closest first. */
async function similarWords(db: Db, words: string[]): Promise<string[][]> {
  const rows = await db.transaction(async (tx) => {
    // `%>` reads its threshold from this setting. Without statistics (PGlite has no autovacuum
    // to gather them) the planner scans the whole vocabulary, 100 times slower than its index.
    // LOCAL: both end with the transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
                 set_config('enable_seqscan', 'off', true)`,
    );
    const matches = words.map((w) =>
      w.length < SHORT_WORD
        ? sql`(word %> ${w} or word like ${likePattern(w)})`
        : sql`word %> ${w}`,
    );
    const similarity = words.map((w) =>
      w.length < SHORT_WORD
        ? sql`case when word like ${likePattern(w)} then 1 else word_similarity(${w}, word) end`
        : sql`word_similarity(${w}, word)`,
    );
    // both drivers answer { rows }
    const result = (await tx.execute(
      sql`select word, greatest(${sql.join(similarity, sql`, `)}) as similarity from search_words
          where ${sql.join(matches, sql` or `)}`,
    )) as unknown as { rows: { word: string; similarity: number }[] };
    return result.rows;
  });
  const tiers = new Map<number, string[]>();
  for (const { word, similarity } of rows) {
    const step = Math.round(similarity / SIMILARITY_STEP);
    tiers.set(step, [...(tiers.get(step) ?? []), word]);
  }
  return [...tiers.entries()].sort(([a], [b]) => b - a).map(([, tier]) => tier);
}

/**
 * The events fuzzy matching ranks (migration 0010_search_trgm): the vocabulary words similar to
 * a query word (GIN trigram index on search_words), then the events passing the filters that
 * hold one of them (GIN index on events.search_words), at most `limit`: closest tier first,
 * each soonest first. Returned soonest first, the order Fuse breaks ties by.
 */
export async function findCandidates(
  db: Db,
  where: SQL | undefined,
  words: string[],
  limit = SEARCH_CANDIDATES_MAX,
): Promise<SearchCandidate[]> {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()))];
  if (!lowered.length) return [];
  // a text[] like tags: its column encodes the array for both drivers
  const holds = (vocabulary: string[]) =>
    sql`search_words && ${sql.param(vocabulary, events.tags)}`;
  const candidates: SearchCandidate[] = [];
  const closer: string[] = [];
  for (const tier of await similarWords(db, lowered)) {
    if (candidates.length >= limit) break;
    const notCloser = closer.length ? not(holds(closer)) : undefined;
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
