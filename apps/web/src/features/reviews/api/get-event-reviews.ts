import type { Review } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/events/{id}/reviews; an event without a reviews list (404) simply has none yet. */
export async function getEventReviews(id: number, signal?: AbortSignal): Promise<Review[]> {
  try {
    const body = await fetchQuery<Review[]>(`/api/events/${id}/reviews`, 'returnNull', signal);
    return Array.isArray(body) ? body : [];
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export const eventReviewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.events.reviews(id),
    queryFn: ({ signal }) => getEventReviews(id, signal),
  });

export function useEventReviews(id: number) {
  return useQuery(eventReviewsQueryOptions(id));
}
