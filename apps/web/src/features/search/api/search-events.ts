import { type SearchQuery, type SearchResponse, searchAddressParams } from '@storytable/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { STALE_TIMES } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/search?q&tags&state&city&minPrice&maxPrice&minSize&maxSize&page */
export async function searchEvents(
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const qs = searchAddressParams(query).toString();
  const body = await fetchQuery<SearchResponse>(
    qs ? `/api/search?${qs}` : '/api/search',
    'returnNull',
    signal,
  );
  if (!body) throw new Error('Failed to fetch events');
  return body;
}

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: queryKeys.search.results(query),
    queryFn: ({ signal }) => searchEvents(query, signal),
    staleTime: STALE_TIMES.search,
    placeholderData: keepPreviousData,
  });

export function useSearchEvents(query: SearchQuery) {
  return useQuery(searchQueryOptions(query));
}
