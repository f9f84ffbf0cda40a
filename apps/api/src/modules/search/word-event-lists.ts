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
 * Most words a tier may have to be merged from lists. A number's tier holds up to 300 words of
 * one dinner each, seldom asked twice: reading and keeping their lists cost more than its one
 * statement (docs/measurements/search.md).
 */
export const LISTED_TIER_MAX = 8;

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
  const lists = await cache.getMany(
    words,
    (word) => `search-word-events:${length}:${word}`,
    (missing) => readLists(db, missing, length),
  );
  return lists.map((list) => JSON.parse(list ?? '[]') as WordList);
}

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
  const lists = new Map<string, string>();
  for (const word of words) {
    const hits = byWord[word] ?? [];
    lists.set(
      word,
      JSON.stringify(hits.flatMap(([id, at]) => [Number(id), new Date(at).getTime()])),
    );
  }
  return lists;
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
