import { SEARCH_FUZZY_OPTIONS, searchWords } from '@storytable/domain';
import Fuse from 'fuse.js';
import type { SearchCandidate } from './search-repository.ts';

/**
 * Fuse.js extended-search pattern for the query: its words joined with OR (`|`). Characters
 * that would switch a word into another extended-search operator (=, ', !, ^, $, quotes, |)
 * are dropped, so every word stays a plain fuzzy term.
 */
export function orPattern(q: string): string {
  return plainWords(q).join(' | ');
}

/** The query's words as Fuse matches them: without extended-search operator characters. */
export function plainWords(q: string): string[] {
  return searchWords(q)
    .map((w) =>
      w
        .replace(/["|\\]/g, '')
        .replace(/^[=!^']+/, '')
        .replace(/\$+$/, ''),
    )
    .filter((w) => w.length > 0);
}

/**
 * Fuzzy matching with the spec's options over rows that passed the filters; best match first.
 * Case-insensitive like Fuse's default: the text is lower-cased once here rather than by Fuse
 * for every field and every OR-ed word (same result, about half the time).
 */
export function fuzzyMatch(
  candidates: Pick<SearchCandidate, 'id' | 'title' | 'description' | 'tags'>[],
  q: string,
): number[] {
  const pattern = orPattern(q).toLowerCase();
  if (!pattern) return candidates.map((c) => c.id);
  const docs = candidates.map((c) => ({
    id: c.id,
    title: c.title.toLowerCase(),
    description: c.description.toLowerCase(),
    tags: c.tags.map((t) => t.toLowerCase()),
  }));
  const options = {
    ...SEARCH_FUZZY_OPTIONS,
    keys: [...SEARCH_FUZZY_OPTIONS.keys],
    useExtendedSearch: true,
    isCaseSensitive: true,
  };
  const index = Fuse.createIndex(options.keys, docs);
  shortenIndexedTexts(index.toJSON().records, reachOf(pattern));
  return new Fuse(docs, options, index).search(pattern).map((r) => r.item.id);
}

/**
 * How far into a field Fuse can match a word of the pattern: with location 0, a match starting
 * more than threshold × distance characters in scores above the threshold, and Fuse's bitap
 * reads no further than that start plus the word (or, for a word over 32 letters, its chunk at
 * its offset). Characters beyond never change a match or its score.
 */
function reachOf(pattern: string): number {
  const longest = Math.max(...pattern.split(' | ').map((w) => w.length));
  return Math.ceil(SEARCH_FUZZY_OPTIONS.threshold * SEARCH_FUZZY_OPTIONS.distance) + longest + 2;
}

/**
 * Fuse's time goes mostly into the length of each text it searches: the indexed texts are cut
 * to what it can match (reachOf), after the index took each field's length norm (its number of
 * words, which ranks a match in a short title above one in a long description) from the whole
 * text, so results and scores are Fuse's over the whole fields (fuzzy.test.ts compares).
 */
type IndexedText = { v: string };
function shortenIndexedTexts(
  records: { $?: Record<number, IndexedText | IndexedText[]> }[],
  reach: number,
) {
  for (const record of records) {
    for (const entry of Object.values(record.$ ?? {})) {
      for (const text of Array.isArray(entry) ? entry : [entry]) {
        if (text.v.length > reach) text.v = text.v.slice(0, reach);
      }
    }
  }
}
