import type { EventsListResponse } from '@storytable/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { STALE_TIMES } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_EVENTS_FAILED = 'Failed to fetch events';

/** GET /api/events?page=N: one page of upcoming events plus the featured ones. */
export async function getEvents(page: number, signal?: AbortSignal): Promise<EventsListResponse> {
  let body: EventsListResponse | null;
  try {
    body = await fetchQuery<EventsListResponse>(`/api/events?page=${page}`, 'returnNull', signal);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(FETCH_EVENTS_FAILED, { cause });
  }
  if (!body) throw new Error(FETCH_EVENTS_FAILED);
  return body;
}

export const eventsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.events.page(page),
    queryFn: ({ signal }) => getEvents(page, signal),
    staleTime: STALE_TIMES.eventList,
    // the previous page stays on screen (pagination disabled) while the next one loads
    placeholderData: keepPreviousData,
  });

export function useEvents(page: number) {
  return useQuery(eventsQueryOptions(page));
}
