import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { NotifiedCache } from '../../lib/tuned/notified-cache.ts';
import { json } from './json-column.ts';

/** A candidate as a tier reads it: id and start, no texts. */
export interface Hit {
  id: number;
  dateTime: Date;
}

/**
 * Most words read as lists of their own for a tier or a tier's part; a part of more (a number's:
 * every numbered word holding it, up to 300 of one dinner each) is kept as one list, as reading
 * and keeping a list per word cost more than the tier's statement (docs/measurements/search.md).
 */
export const LISTED_TIER_MAX = 8;

/**
 * A tier of similar words (search-repository.ts): `words`, closer to the query than later tiers'
 * and less close than earlier ones'; and its `parts`, per query word every vocabulary word at
 * this closeness to it. A part may hold a word of an earlier tier (closer to another query word):
 * that tier took all of its events, so they add nothing here. `key` names the part (closeness
 * and query word), which the vocabulary fixes until events change.
 */
export interface Tier {
  words: string[];
  parts: { key: string; words: string[] }[];
}

/**
 * One word's soonest events in `search_word_events`, as [id, start in ms] pairs flattened, in
 * index order (start, id). It holds every event of the word when shorter than the length it was
 * read to.
 */
type WordList = number[];

/**
 * Each word's soonest `length` events, kept per word in `cache` (the events cache: the word
 * table changes only with events or a host's payout state, and both notify every instance, as
 * its vocabulary is kept). The words not kept are read in one statement.
 */
export async function wordEventLists(
  db: Db,
  words: string[],
  cache: Pick<NotifiedCache<string>, 'getMany'>,
  length: number,
): Promise<WordList[]> {
  if (!words.length) return [];
  const lists = await cache.getMany(
    words,
    (word) => `search-word-events:${length}:${word}`,
    (missing) => readLists(db, missing, length),
  );
  return lists.map((list) => JSON.parse(list ?? '[]') as WordList);
}

/**
 * The soonest `need` events of `tier` not in `taken` (mergeWordLists), from lists kept in `cache`
 * and read to `length`: a tier of few words merges its words' lists; a larger one merges, per
 * part, its words' lists or, for a part of many words, the part's own list. Null when the lists
 * cannot tell (ask the database).
 */
export async function tierFromLists(
  db: Db,
  tier: Tier,
  cache: Pick<NotifiedCache<string>, 'getMany'>,
  length: number,
  taken: ReadonlySet<number>,
  need: number,
): Promise<Hit[] | null> {
  const small = tier.words.length <= LISTED_TIER_MAX;
  const parts = small ? [] : tier.parts.filter((p) => p.words.length > LISTED_TIER_MAX);
  const words = small
    ? tier.words
    : [...new Set(tier.parts.flatMap((p) => (p.words.length > LISTED_TIER_MAX ? [] : p.words)))];
  const [wordLists, partLists] = await Promise.all([
    wordEventLists(db, words, cache, length),
    partEventLists(db, parts, cache, length),
  ]);
  return mergeWordLists([...wordLists, ...partLists], length, taken, need, Date.now());
}

/**
 * Each part's soonest `length` events, kept in `cache` under the part's key; the parts not kept
 * are read in one statement.
 */
async function partEventLists(
  db: Db,
  parts: Tier['parts'],
  cache: Pick<NotifiedCache<string>, 'getMany'>,
  length: number,
): Promise<WordList[]> {
  if (!parts.length) return [];
  const lists = await cache.getMany(
    parts,
    (part) => `search-part-events:${length}:${part.key}`,
    (missing) => readPartLists(db, missing, length),
  );
  return lists.map((list) => JSON.parse(list ?? '[]') as WordList);
}

/**
 * The lists of `parts` as JSON, in one statement and one row: per part, each word's soonest
 * events, merged, an event holding two of its words once.
 */
async function readPartLists(
  db: Db,
  parts: Tier['parts'],
  length: number,
): Promise<Map<Tier['parts'][number], string>> {
  const result = (await db.execute(sql`
    select coalesce(json_object_agg(p.key, l.hits), '{}') as lists
    from json_to_recordset(${JSON.stringify(parts)}::json) as p(key text, words text[]),
      lateral (
        select coalesce(json_agg(json_build_array(h.event_id, h.date_time)
          order by h.date_time, h.event_id), '[]') as hits
        from (
          select m.event_id, m.date_time
          from unnest(p.words) as w(word),
            lateral (select s.event_id, s.date_time from search_word_events s
              where s.word = w.word and s.date_time > now()
              order by s.date_time, s.event_id limit ${length}::int) m
          group by m.date_time, m.event_id
          order by m.date_time, m.event_id
          limit ${length}::int
        ) h
      ) l
  `)) as unknown as { rows: { lists: Record<string, [number, string][]> | string }[] };
  const byKey = json(result.rows[0]?.lists) ?? {};
  return new Map(parts.map((part) => [part, flatten(byKey[part.key] ?? [])]));
}

/** [id, JSON timestamp] pairs as a WordList's JSON. */
const flatten = (hits: [number, string][]) =>
  JSON.stringify(hits.flatMap(([id, at]) => [Number(id), new Date(at).getTime()]));

/** The lists of `words` as JSON, in one statement and one row (PGlite parses a row per message). */
async function readLists(db: Db, words: string[], length: number): Promise<Map<string, string>> {
  // text[] parameters: the tags column encodes an array for both drivers; starts come as JSON
  // timestamps, as epoch milliseconds in numeric cost PGlite more (search-repository.ts)
  const result = (await db.execute(sql`
    select coalesce(json_object_agg(w.word, l.hits), '{}') as lists
    from unnest(${sql.param(words, events.tags)}::text[]) as w(word),
      lateral (
        select coalesce(json_agg(json_build_array(s.event_id, s.date_time)
          order by s.date_time, s.event_id), '[]') as hits
        from (select s.event_id, s.date_time from search_word_events s
          where s.word = w.word and s.date_time > now()
          order by s.date_time, s.event_id limit ${length}::int) s
      ) l
  `)) as unknown as { rows: { lists: Record<string, [number, string][]> | string }[] };
  const byWord = json(result.rows[0]?.lists) ?? {};
  return new Map(words.map((word) => [word, flatten(byWord[word] ?? [])]));
}

/**
 * The soonest `need` events of a tier's word lists (each read to `length`) not in `taken` and
 * starting after `now`, soonest first, as the tier's statement would answer without filters.
 * Past the end of a list cut at `length` the lists do not know every event: only the events up
 * to the earliest such end count, and when those are fewer than `need` the answer is null (ask
 * the database). With `length` at least the search's cap that happens only when some listed
 * events have started since the lists were read.
 */
export function mergeWordLists(
  lists: WordList[],
  length: number,
  taken: ReadonlySet<number>,
  need: number,
  now: number,
): Hit[] | null {
  let endAt = Number.POSITIVE_INFINITY;
  let endId = Number.POSITIVE_INFINITY;
  const byId = new Map<number, number>();
  for (const list of lists) {
    if (list.length >= 2 * length) {
      const at = list[list.length - 1]!;
      const id = list[list.length - 2]!;
      if (at < endAt || (at === endAt && id < endId)) [endAt, endId] = [at, id];
    }
    for (let i = 0; i < list.length; i += 2) {
      const id = list[i]!;
      const at = list[i + 1]!;
      if (at > now && !taken.has(id)) byId.set(id, at);
    }
  }
  const known = [...byId]
    .filter(([id, at]) => at < endAt || (at === endAt && id <= endId))
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  if (known.length < need && endAt !== Number.POSITIVE_INFINITY) return null;
  return known.slice(0, need).map(([id, at]) => ({ id, dateTime: new Date(at) }));
}
