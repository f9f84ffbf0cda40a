import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events-keys.ts';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';

/** A review as GET /api/events/{id}/reviews lists it (spec section 3, Review). */
export interface EventReview {
  id: number;
  rating: number;
  review: string | null;
  reviewDate: string | null;
  user: { name: string; profileImage: string | null };
}

/** The reviews of an event; an event without a reviews list (404) simply has none yet. */
export async function getEventReviews(id: number, signal?: AbortSignal): Promise<EventReview[]> {
  try {
    const body = await fetchQuery<EventReview[]>(`/api/events/${id}/reviews`, 'returnNull', signal);
    return Array.isArray(body) ? body : [];
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export const eventReviewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.reviews(id),
    queryFn: ({ signal }) => getEventReviews(id, signal),
  });

export function useEventReviews(id: number) {
  return useQuery(eventReviewsQueryOptions(id));
}
