import { SEARCH_FUZZY_OPTIONS, SEARCH_PAGE_SIZE, type SearchQuery } from '@storytable/domain';
import type { SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Database, Db } from '../../db/client.ts';
import { eventsJsonByIds } from '../events/index.ts';
import {
  filterConditions,
  findCandidates,
  findFilteredIds,
  optionalFilters,
  summarizeFiltered,
  type VocabularyCache,
} from './search-repository.ts';
import { type FieldScores, fuzzyMatch, orPattern, plainWords } from './tuned/fuzzy.ts';
import type { MatchTexts } from './tuned/match-text.ts';

type Deps = Pick<AppDeps, 'db' | 'dbKind' | 'eventsCache' | 'matchTexts' | 'searchScores'>;

/**
 * GET /api/search as JSON, served from the events cache (one entry per distinct query). The
 * page's events are the event page's JSON (eventsJsonByIds: kept per event in the events cache,
 * read only when not kept), so a search over events shown before parses no event row; the
 * text is what JSON.stringify(searchResponseSchema.parse(...)) gives (search.test.ts).
 */
export function searchJson(deps: Deps, q: SearchQuery): Promise<string> {
  const { t: _t, ...key } = q;
  return deps.eventsCache.get(`search:${JSON.stringify(key)}`, async () => {
    const { ids, total, page, totalPages, validUntil } = await searchPage(deps, q);
    const events = await eventsJsonByIds(deps, ids);
    const value = `{"events":[${events.join(',')}],"total":${total},"page":${page},"pageSize":${SEARCH_PAGE_SIZE},"totalPages":${totalPages}}`;
    return { value, validUntil };
  });
}

/**
 * The search of spec section 9: filters run in SQL (active, upcoming, state, city, category,
 * price in dollars against cents, group size against capacity), then Fuse.js matches the query's
 * words, OR-ed, best match first, over the candidates SQL finds for them: the events passing the
 * filters that hold a word similar to a query word (findCandidates), at most
 * SEARCH_CANDIDATES_MAX. Below that cap the answer is Fuse's over every filtered event; at the
 * cap it ranks the soonest SEARCH_CANDIDATES_MAX candidates and `total` counts matches among
 * them only. Without a query the filtered events come soonest first. The page's event ids;
 * `validUntil` is when the soonest event counted starts.
 */
async function searchPage(
  deps: Deps,
  q: SearchQuery,
): Promise<{
  ids: number[];
  total: number;
  page: number;
  totalPages: number;
  validUntil: number | undefined;
}> {
  let total: number;
  let ids: (page: number) => number[] | Promise<number[]>;
  let validUntil: number | undefined;
  if (!orPattern(q.q)) {
    const where = filterConditions(q);
    const summary = await summarizeFiltered(deps.db, where);
    total = summary.total;
    validUntil = summary.nextStart?.getTime();
    ids = (page) =>
      findFilteredIds(deps.db, where, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  } else {
    const ranked = await rankMatches(deps.db, optionalFilters(q), q.q, {
      dbKind: deps.dbKind,
      vocabularyCache: deps.eventsCache,
      matchTexts: deps.matchTexts,
      scores: deps.searchScores,
    });
    validUntil = ranked.validUntil;
    const matched = ranked.ids;
    total = matched.length;
    ids = (page) => matched.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  }
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const page = Math.min(Math.max(1, q.page), Math.max(1, totalPages));
  return { ids: await ids(page), total, page, totalPages, validUntil };
}

/**
 * The ids Fuse matches among the query's candidates (active, upcoming, on-sale events passing
 * `filters`, see findCandidates), best first (see searchPage). `kept` is what the app keeps
 * between searches, and which database it reads (the tiers' statements are shaped for it);
 * without it (tests) nothing is kept.
 */
export async function rankMatches(
  db: Db,
  filters: SQL | undefined,
  q: string,
  kept: {
    dbKind?: Database['kind'];
    vocabularyCache?: VocabularyCache;
    matchTexts?: MatchTexts;
    scores?: FieldScores;
    wordLists?: boolean;
  } = {},
): Promise<{ ids: number[]; validUntil: number | undefined }> {
  // Fuse never matches fewer than minMatchCharLength characters
  const words = plainWords(q).filter((w) => w.length >= SEARCH_FUZZY_OPTIONS.minMatchCharLength);
  // soonest first, as Fuse breaks ties by position
  const { dbKind, vocabularyCache, matchTexts, scores, wordLists } = kept;
  const candidates = words.length
    ? await findCandidates(db, filters, words, { vocabularyCache, matchTexts, dbKind, wordLists })
    : [];
  return {
    ids: fuzzyMatch(candidates, q, scores),
    validUntil: candidates[0]?.dateTime.getTime(),
  };
}
