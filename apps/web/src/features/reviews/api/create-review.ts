import type { CreateReviewInput, ReviewResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

export const REVIEW_FALLBACK_ERROR = 'Failed to submit review';

/** POST /api/events/{id}/review with {rating, review}; the server decides who may review. */
export async function createReview(
  eventId: number,
  input: CreateReviewInput,
): Promise<ReviewResponse | undefined> {
  return apiRequest<ReviewResponse | undefined>('POST', `/api/events/${eventId}/review`, input);
}

/**
 * Refusals (not attended, not ended yet, already reviewed) become a destructive 'Error' toast with
 * the server's words. A review refreshes the event's reviews and its host's rating, and the
 * reservations that carry the guest's own review.
 */
export function useCreateReview(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(eventId, input),
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(REVIEW_FALLBACK_ERROR) } },
    onSuccess: () => invalidate(queryClient, staleAfter.reviewed),
  });
}
