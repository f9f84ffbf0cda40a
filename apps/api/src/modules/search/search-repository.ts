import type { SearchQuery } from '@storytable/domain';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  lte,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { NotifiedCache } from '../../lib/tuned/notified-cache.ts';
import { onSale } from '../events/index.ts';
import { json } from './json-column.ts';
import { type MatchText, MatchTexts, textJson } from './tuned/match-text.ts';
import { type Hit, type Tier, tierFromLists } from './word-event-lists.ts';

/** What fuzzy matching reads of each event that passed the filters. */
export interface SearchCandidate {
  id: number;
  text: MatchText;
  dateTime: Date;
}

/**
 * The SQL half of search: active, upcoming, on sale, then each filter that differs from its
 * default (optionalFilters).
 */
export function filterConditions(q: SearchQuery): SQL | undefined {
  return and(eq(events.status, true), gt(events.dateTime, sql`now()`), onSale, optionalFilters(q));
}

/** The filters a search asks for beyond active, upcoming and on sale; undefined when none. */
export function optionalFilters(q: SearchQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.state) conditions.push(eq(events.state, q.state.toUpperCase()));
  if (q.city) conditions.push(sql`lower(${events.city}) = lower(${q.city})`);
  if (q.tags.length) conditions.push(arrayOverlaps(events.tags, q.tags));
  // prices are stored in cents; the filter speaks dollars
  if (q.minPrice !== undefined) conditions.push(gte(events.price, Math.ceil(q.minPrice * 100)));
  if (q.maxPrice !== undefined) conditions.push(lte(events.price, Math.floor(q.maxPrice * 100)));
  // group size compares capacity
  if (q.minSize !== undefined) conditions.push(gte(events.capacity, q.minSize));
  if (q.maxSize !== undefined) conditions.push(lte(events.capacity, q.maxSize));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * When more events hold a similar word than Fuse may rank, those holding a closer word come
 * first: vocabulary words are grouped by their best similarity to a query word, in steps of
 * this much, closest first. (Which words are similar, word similarity 0.2 or more, is the
 * `search_vocabulary_by_word` function's, migrations 0013, 0035 and 0041.)
 */
const SIMILARITY_STEP = 0.05;

/**
 * Drops the rows of search_word_events whose dinner has started. Reads skip them already (each
 * asks for a start after now), but nothing else removes them until their event is edited: at
 * 100,000 events the table and its index held 133 MB (decision 027).
 */
export async function deleteStartedWordEvents(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`delete from search_word_events where date_time <= now() returning 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Most events handed to Fuse for one query. When more events hold a matching word, the closest
 * tiers fill it first, each tier soonest first; the total counts the matches among those
 * ranked.
 */
export const SEARCH_CANDIDATES_MAX = 200;

/** Where each query word's similar vocabulary words are kept between searches (the events cache). */
export type VocabularyCache = Pick<NotifiedCache<string>, 'getMany'>;

/**
 * The cache of a search without one (tests): it never hears change notifications, so every
 * getMany builds what it is asked for and keeps nothing.
 */
const READ_THROUGH: VocabularyCache = new NotifiedCache<string>({
  maxAgeMs: 0,
  maxWeight: 0,
  weigh: () => 0,
});

/**
 * The vocabulary words similar to the query's words, in groups by SIMILARITY_STEP, closest first.
 * Each query word's words and closeness (a tier: similarity / SIMILARITY_STEP rounded, the best
 * over the query words, as rounding keeps order) are kept in `cache` under the word: the events
 * cache, which every instance empties when events change (words are added only then), so a
 * search of known words sends no statement for its vocabulary. The words not kept are looked up
 * in one statement. Each tier also names its parts: per query word, every word at that closeness
 * to it (see Tier).
 */
async function similarWords(db: Db, words: string[], cache: VocabularyCache): Promise<Tier[]> {
  const perWord = await cache.getMany(
    words,
    (word) => `search-vocabulary:${word}`,
    async (missing) =>
      new Map(
        [...(await vocabularyTiers(db, missing))].map(([word, tiers]) => [
          word,
          JSON.stringify(tiers),
        ]),
      ),
  );
  const best = new Map<string, number>();
  const parts = new Map<number, Map<string, string[]>>();
  perWord.forEach((json, i) => {
    const queryWord = words[i]!;
    for (const [word, tier] of JSON.parse(json ?? '[]') as [string, number][]) {
      if (tier > (best.get(word) ?? -1)) best.set(word, tier);
      const byQueryWord = parts.get(tier) ?? new Map<string, string[]>();
      parts.set(tier, byQueryWord);
      const part = byQueryWord.get(queryWord);
      if (part) part.push(word);
      else byQueryWord.set(queryWord, [word]);
    }
  });
  const tiers = new Map<number, string[]>();
  for (const [word, tier] of best) {
    const group = tiers.get(tier);
    if (group) group.push(word);
    else tiers.set(tier, [word]);
  }
  return [...tiers]
    .sort((a, b) => b[0] - a[0])
    .map(([tier, group]) => ({
      words: group,
      parts: [...(parts.get(tier) ?? [])].map(([queryWord, partWords]) => ({
        key: `${tier}:${queryWord}`,
        words: partWords,
      })),
    }));
}

/**
 * Per query word, its similar vocabulary words with their tier (`search_vocabulary_by_word`, one
 * call for every word: a call per word cost PGlite a fifth more).
 */
async function vocabularyTiers(db: Db, words: string[]): Promise<Map<string, [string, number][]>> {
  // text[] parameters: the tags column encodes an array for both drivers
  // one row holding every match as JSON: PGlite's JavaScript parses a row per message, and
  // JSON.parse is native
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      v.query_word, v.word, round(v.similarity / ${SIMILARITY_STEP}::real)::int)), '[]') as matches
    from search_vocabulary_by_word(${sql.param(words, events.tags)}::text[]) v
  `)) as unknown as { rows: { matches: [string, string, number][] | string }[] }; // both drivers answer { rows }
  const byWord = new Map<string, [string, number][]>(words.map((w) => [w, []]));
  for (const [queryWord, word, tier] of json(result.rows[0]?.matches) ?? []) {
    byWord.get(queryWord)?.push([word, Number(tier)]);
  }
  return byWord;
}

/**
 * The events fuzzy matching ranks (migrations 0010, 0013, 0015 and 0017): the vocabulary words
 * similar to a query word (`search_vocabulary_by_word`, GIN trigram index), then the active,
 * upcoming, on-sale events passing `filters` (optionalFilters: those beyond these three) that
 * hold one of them, at most `limit`: closest tier first, each soonest first, until the cap. A
 * tier without filters merges kept lists (word-event-lists.ts); otherwise one or more statements
 * read it (tierEvents, shaped for `dbKind`). Then their texts (candidateTexts). Returned soonest
 * first, the order Fuse breaks ties by.
 */
export async function findCandidates(
  db: Db,
  filters: SQL | undefined,
  words: string[],
  {
    vocabularyCache = READ_THROUGH,
    matchTexts = new MatchTexts(),
    limit = SEARCH_CANDIDATES_MAX,
    dbKind = 'postgres',
    wordLists = true,
  }: {
    vocabularyCache?: VocabularyCache;
    matchTexts?: MatchTexts;
    limit?: number;
    dbKind?: Database['kind'];
    /** Off: every tier asks the database (tests compare both ways). */
    wordLists?: boolean;
  } = {},
): Promise<SearchCandidate[]> {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()))];
  if (!lowered.length) return [];
  const hits: Hit[] = [];
  for (const tier of await similarWords(db, lowered, vocabularyCache)) {
    if (hits.length >= limit) break;
    // without filters a tier is merged from kept lists, with no statement once they are kept;
    // otherwise, or when the lists cannot tell, the database answers
    const fromLists =
      wordLists && !filters
        ? await tierFromLists(
            db,
            tier,
            vocabularyCache,
            limit,
            new Set(hits.map((h) => h.id)),
            limit - hits.length,
          )
        : null;
    // a closer tier that left room returned every event it holds: those are not read again
    const found =
      fromLists ?? (await tierEvents(db, filters, tier.words, hits, limit - hits.length, dbKind));
    hits.push(...found);
  }
  hits.sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime() || a.id - b.id);
  const texts = await candidateTexts(
    db,
    hits.map((h) => h.id),
    vocabularyCache,
    matchTexts,
  );
  return hits.flatMap((hit) => {
    const text = texts.get(hit.id);
    // an event deleted since its tier was read
    return text ? [{ id: hit.id, dateTime: hit.dateTime, text }] : [];
  });
}

/**
 * Most words a tier's statement reads as branches of their own, by database; beyond, one branch
 * reads them all from an array. PostgreSQL plans each statement anew: a number's tier of 20
 * words took 1 ms as branches and 0.45 ms as one. PGlite keeps its statements planned, and
 * branches stay as quick or quicker (docs/measurements/search.md).
 */
const TIER_BRANCHES_MAX = { postgres: 8, pglite: 64 } as const;

/** The first statement of a tier reads this many index entries per word at least. */
const FIRST_READ = 64;

/**
 * The soonest `need` events passing `filters` that hold one of `tier`'s words, without those in
 * `taken`. The narrow table `search_word_events` (migrations 0015 and 0017: word, start, event
 * of every active, upcoming, on-sale event's words) gives the tier's soonest events from its
 * B-tree, per word in index order, merged. Only when the search asks for more (state, city,
 * price, size, categories: optionalFilters) are the event rows joined back, for those; not for
 * the words: the table holds what the triggers wrote, and checking search_words again cost
 * PGlite a quarter of the statement. Filters or `taken` may refuse some: then the next
 * statement reads on from the last entry read, twice as many, until `need` pass or the words
 * have no more events. Texts are not read here (candidateTexts).
 */
async function tierEvents(
  db: Db,
  filters: SQL | undefined,
  tier: string[],
  taken: Hit[],
  need: number,
  dbKind: Database['kind'],
): Promise<Hit[]> {
  const found: Hit[] = [];
  // text[] parameters: the tags column encodes an array for both drivers
  const notTaken = sql`hits.event_id <> all(${sql.param(
    taken.map((c) => String(c.id)),
    events.tags,
  )}::int[])`;
  // without filters the statement never visits events (docs/measurements/hot-paths.md)
  const joined = filters
    ? sql`left join ${events} on ${events.id} = hits.event_id and ${filters}`
    : sql``;
  const passes = filters ? sql`${events.id} is not null and ${notTaken}` : notTaken;
  let read = Math.max(need, FIRST_READ);
  let after: { at: string; id: number } | undefined;
  const seen = new Set<number>();
  for (;;) {
    const from = after
      ? sql`and (s.date_time, s.event_id) > (${after.at}::timestamptz, ${after.id}::int)`
      : sql``;
    // one ordered index range per word, merged (Merge Append) and grouped (an event holding two
    // of the words counts once, so it does not cost a second statement): the statement reads
    // about `read` entries whatever the words' frequencies. Each word is the statement's own
    // parameter and each range has its own limit: with the words from unnest, or without the
    // limits, the planner chose a bitmap scan of every entry of a common word and a sort (800
    // heap pages at 10,000 events instead of 200 index entries).
    // a tier of more words (a number's: every numbered word holding it) reads them from one
    // array, each word's range still limited: hundreds of branches made a statement PGlite failed
    // to parse (issue 32), and one range over all the words read every entry of a common word
    // among them (issue 30)
    const perWord =
      tier.length <= TIER_BRANCHES_MAX[dbKind]
        ? tier.map(
            (word) => sql`(select s.event_id, s.date_time from search_word_events s
        where s.word = ${word} and s.date_time > now() ${from}
        order by s.date_time, s.event_id limit ${read}::int)`,
          )
        : [
            sql`(select x.event_id, x.date_time
        from unnest(${sql.param(tier, events.tags)}::text[]) as w(word),
          lateral (select s.event_id, s.date_time from search_word_events s
            where s.word = w.word and s.date_time > now() ${from}
            order by s.date_time, s.event_id limit ${read}::int) x)`,
          ];
    // one row: the passing ids and starts as JSON (PGlite's JavaScript parses a row per
    // message: 200 rows cost more than the statement), how many entries were read, the last.
    // Every ordered aggregate takes the order the rows come in, so none sorts; the starts are
    // JSON timestamps, as computing epoch milliseconds in numeric cost PGlite a fifth of the
    // statement.
    const result = (await db.execute(sql`
      select
        coalesce(json_agg(hits.event_id order by hits.date_time, hits.event_id)
          filter (where ${passes}), '[]') as ids,
        coalesce(json_agg(hits.date_time order by hits.date_time, hits.event_id)
          filter (where ${passes}), '[]') as starts,
        count(*)::int as read,
        max(hits.date_time)::text as last_at,
        (array_agg(hits.event_id order by hits.date_time, hits.event_id))[count(*)::int]
          as last_id
      from (
        select m.event_id, m.date_time from (${sql.join(perWord, sql` union all `)}) m
        group by m.date_time, m.event_id
        order by m.date_time, m.event_id
        limit ${read}::int
      ) hits ${joined}
    `)) as unknown as { rows: TierRow[] }; // both drivers answer { rows }
    const row = result.rows[0];
    const ids = json(row?.ids) ?? [];
    const starts = json(row?.starts) ?? [];
    ids.forEach((id, i) => {
      // a later statement of the tier starts after this one's last entry
      if (found.length >= need || seen.has(id)) return;
      seen.add(id);
      // JSON timestamps (ISO 8601 with an offset), read to whole milliseconds
      found.push({ id, dateTime: new Date(String(starts[i])) });
    });
    const entries = Number(row?.read ?? 0);
    // fewer entries than read: every word's events are read
    if (found.length >= need || !row?.last_at || entries < read) return found;
    after = { at: row.last_at, id: Number(row.last_id) };
    read *= 2;
  }
}

interface TierRow {
  ids: number[] | string;
  starts: string[] | string;
  read: number;
  last_at: string | null;
  last_id: number | null;
}

/**
 * The candidates' texts as fuzzy matching reads them. Their JSON (textJson) is kept per event in
 * `cache` (the events cache, emptied on every instance when events change, as the event page's
 * JSON is): a search of the same events again transfers no text (docs/measurements/hot-paths.md).
 * The events not kept are read in one statement. `matchTexts` prepares each JSON text once,
 * however often it is read.
 */
async function candidateTexts(
  db: Db,
  ids: number[],
  cache: VocabularyCache,
  matchTexts: MatchTexts,
): Promise<Map<number, MatchText>> {
  const json = await cache.getMany(
    ids,
    (id) => `search-text:${id}`,
    (missing) => textsOf(db, missing),
  );
  const texts = new Map<number, MatchText>();
  ids.forEach((id, i) => {
    const text = json[i];
    if (text) texts.set(id, matchTexts.fromJson(text));
  });
  return texts;
}

async function textsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      tags: events.tags,
    })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((r) => [r.id, textJson(r.title, r.description, r.tags)]));
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
