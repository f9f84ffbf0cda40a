import type { CancelEventResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const CANCEL_EVENT_FAILED = 'Failed to cancel event';

/** The toast's description: what happened to the guests, not the title again. */
export const cancelledEventText = (title: string) =>
  `${title}: every reservation is cancelled and paid seats are refunded.`;

/** DELETE /api/events/{id}: cancels the event and every reservation, refunding paid ones. */
export function cancelEvent(id: number): Promise<CancelEventResponse> {
  return apiRequest<CancelEventResponse>('DELETE', `/api/events/${id}`);
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(CANCEL_EVENT_FAILED) } },
    onSuccess: async (res) => {
      toast({ title: 'Event cancelled', description: cancelledEventText(res.event.title) });
      await invalidate(queryClient, staleAfter.bookingChanged);
    },
  });
}
