import type { EventsSearchPanelResponse } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { STALE_TIMES } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/events?search=true: what the filter panel needs, chiefly the sliders' ranges. */
export async function getSearchPanel(signal?: AbortSignal): Promise<EventsSearchPanelResponse> {
  const body = await fetchQuery<EventsSearchPanelResponse>(
    '/api/events?search=true',
    'returnNull',
    signal,
  );
  if (!body) throw new Error('Failed to fetch events');
  return body;
}

export const searchPanelQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.searchPanel,
    queryFn: ({ signal }) => getSearchPanel(signal),
    staleTime: STALE_TIMES.eventList,
  });

export function useSearchPanel() {
  return useQuery(searchPanelQueryOptions());
}
