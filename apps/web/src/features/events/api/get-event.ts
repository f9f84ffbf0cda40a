import type { Event } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { EVENT_STALE_MS, eventKeys } from './events-keys.ts';

/** GET /api/events/{id}?t={timestamp}: the timestamp asks every cache on the way for a fresh copy. */
export async function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  const body = await fetchQuery<Event>(`/api/events/${id}?t=${Date.now()}`, 'returnNull', signal);
  if (!body) throw new ApiError(0, 'Failed to fetch events');
  return body;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const eventQueryOptions = (id: number, placeholder?: Event) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: EVENT_STALE_MS,
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });

/** One event; `placeholder` (the card's copy) shows at once while the fresh copy loads. */
export function useEvent(id: number, placeholder?: Event) {
  return useQuery(eventQueryOptions(id, placeholder));
}
