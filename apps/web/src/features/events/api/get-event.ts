import type { Event } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { STALE_TIMES } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/events/{id}?t={timestamp}: the timestamp asks every cache on the way for a fresh copy. */
export async function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  const body = await fetchQuery<Event>(`/api/events/${id}?t=${Date.now()}`, 'returnNull', signal);
  if (!body) throw new ApiError(0, 'Failed to fetch events');
  return body;
}

export const eventQueryOptions = (id: number, placeholder?: Event) =>
  queryOptions({
    queryKey: queryKeys.events.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: STALE_TIMES.event,
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });

/** One event; `placeholder` (the card's copy) shows at once while the fresh copy loads. */
export function useEvent(id: number, placeholder?: Event) {
  return useQuery(eventQueryOptions(id, placeholder));
}
