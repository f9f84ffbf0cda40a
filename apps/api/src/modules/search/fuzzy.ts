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
  const fuse = new Fuse(docs, {
    ...SEARCH_FUZZY_OPTIONS,
    keys: [...SEARCH_FUZZY_OPTIONS.keys],
    useExtendedSearch: true,
    isCaseSensitive: true,
  });
  return fuse.search(pattern).map((r) => r.item.id);
}
