import type { EventsSearchPanelResponse } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_LIST_STALE_MS, eventKeys } from '@/features/events/api/events-keys.ts';
import { fetchQuery } from '@/lib/api-client.ts';

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
    queryKey: eventKeys.searchPanel(),
    queryFn: ({ signal }) => getSearchPanel(signal),
    staleTime: EVENT_LIST_STALE_MS,
  });

export function useSearchPanel() {
  return useQuery(searchPanelQueryOptions());
}
