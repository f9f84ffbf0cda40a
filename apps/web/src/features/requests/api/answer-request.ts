import type { JoinRequest } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export type Answer = 'approve' | 'decline';
const TITLES: Record<Answer, string> = { approve: 'Request approved', decline: 'Request declined' };

/** POST /api/requests/{id}/approve or /decline. */
export function answerRequest(id: number, answer: Answer) {
  return apiRequest<{ message: string; request: JoinRequest }>(
    'POST',
    `/api/requests/${id}/${answer}`,
  );
}

/** Approve or decline one request; the dinner's requests and seats are read again either way. */
export function useAnswerRequest(eventId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    invalidate(queryClient, [queryKeys.events.requests(eventId), ...staleAfter.bookingChanged]);
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: Answer }) => answerRequest(id, answer),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to answer the request') },
    },
    onSuccess: async (res, { answer }) => {
      toast({ title: TITLES[answer], description: res?.message ?? '' });
      await refresh();
    },
    onError: refresh,
  });
}
