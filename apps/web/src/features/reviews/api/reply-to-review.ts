import type { ReviewReplyInput, ReviewResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/reviews/{id}/reply with {reply}; the server decides who may answer. */
export function replyToReview(reviewId: number, input: ReviewReplyInput) {
  return apiRequest<ReviewResponse>('POST', `/api/reviews/${reviewId}/reply`, input);
}

/** A reply shows under the review on the dinner's page and on the host's page. */
export function useReplyToReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(reviewId, input),
    onSuccess: () => invalidate(queryClient, staleAfter.reviewed),
  });
}
