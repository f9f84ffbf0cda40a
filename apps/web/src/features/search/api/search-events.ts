import type { SearchResponse } from '@storytable/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery, pathFromQueryKey } from '@/lib/api-client.ts';
import type { SearchParams } from '../lib/search-params.ts';

const SEARCH_STALE_MS = 30_000;

/** The key (and so the path) of GET /api/search for `p`; absent filters are left out. */
export function searchQueryKey(p: SearchParams) {
  return [
    '/api/search',
    {
      q: p.q || undefined,
      tags: p.tags.length ? p.tags.join(',') : undefined,
      state: p.state || undefined,
      city: p.state && p.city ? p.city : undefined,
      minPrice: p.minPrice,
      maxPrice: p.maxPrice,
      minSize: p.minSize,
      maxSize: p.maxSize,
      page: p.page > 1 ? p.page : undefined,
    },
  ] as const;
}

/** GET /api/search?q&tags&state&city&minPrice&maxPrice&minSize&maxSize&page */
export async function searchEvents(p: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const body = await fetchQuery<SearchResponse>(
    pathFromQueryKey(searchQueryKey(p)),
    'returnNull',
    signal,
  );
  if (!body) throw new Error('Failed to fetch events');
  return body;
}

export const searchQueryOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: searchQueryKey(p),
    queryFn: ({ signal }) => searchEvents(p, signal),
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useSearchEvents(p: SearchParams) {
  return useQuery(searchQueryOptions(p));
}
