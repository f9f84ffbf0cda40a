import { type CancelEventResponse, eventCancelledText } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const CANCEL_EVENT_FAILED = 'Failed to cancel event';

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
      // what happened to the guests, if there were any: no refund talk without a refund
      toast({ title: 'Event cancelled', description: eventCancelledText(res.event.title, res) });
      await invalidate(queryClient, staleAfter.bookingChanged);
    },
  });
}
