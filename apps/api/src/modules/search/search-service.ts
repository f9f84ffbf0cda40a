import {
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
  searchResponseSchema,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findEventsWithHostByIds } from '../events/event-repository.ts';
import { toEvent } from '../events/event-serializer.ts';
import { fuzzyMatch } from './fuzzy.ts';
import {
  filterConditions,
  findCandidates,
  findFilteredIds,
  summarizeFiltered,
} from './search-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'eventsCache'>;

/** GET /api/search as JSON, served from the events cache (one entry per distinct query). */
export function searchJson(deps: Deps, q: SearchQuery): Promise<string> {
  const { t: _t, ...key } = q;
  return deps.eventsCache.get(`search:${JSON.stringify(key)}`, async () => {
    const { response, validUntil } = await searchEvents(deps, q);
    return { value: JSON.stringify(searchResponseSchema.parse(response)), validUntil };
  });
}

/**
 * The search of spec section 9: filters run in SQL (active, upcoming, state, city, category,
 * price in dollars against cents, group size against capacity), then Fuse.js matches the query's
 * words, OR-ed, over the rows left, best match first. Without a query the filtered events come
 * soonest first. `validUntil` is when the soonest of the filtered events starts.
 */
export async function searchEvents(
  deps: Deps,
  q: SearchQuery,
): Promise<{ response: SearchResponse; validUntil: number | undefined }> {
  const where = filterConditions(q);
  let total: number;
  let ids: (page: number) => number[] | Promise<number[]>;
  let validUntil: number | undefined;
  if (!q.q) {
    const summary = await summarizeFiltered(deps.db, where);
    total = summary.total;
    validUntil = summary.nextStart?.getTime();
    ids = (page) =>
      findFilteredIds(deps.db, where, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  } else {
    const candidates = await findCandidates(deps.db, where);
    validUntil = candidates[0]?.dateTime.getTime();
    const matched = fuzzyMatch(candidates, q.q);
    total = matched.length;
    ids = (page) => matched.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  }
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const page = Math.min(Math.max(1, q.page), Math.max(1, totalPages));
  const pageIds = await ids(page);
  const rows = await findEventsWithHostByIds(deps.db, pageIds);
  const byId = new Map(rows.map((r) => [r.event.id, r]));
  const events = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEvent(row)] : [];
  });
  return {
    response: { events, total, page, pageSize: SEARCH_PAGE_SIZE, totalPages },
    validUntil,
  };
}
