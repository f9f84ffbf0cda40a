import { EVENT_EDIT_MESSAGES, type Event, type EventEditPayload } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

/** PATCH /api/events/{id}: the host's changes to their published dinner (decision 059). */
export function editEvent(id: number, body: EventEditPayload): Promise<Event> {
  return apiRequest<Event>('PATCH', `/api/events/${id}`, body);
}

export function useEditEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventEditPayload) => editEvent(id, body),
    onSuccess: async (event) => {
      toast({ title: EVENT_EDIT_MESSAGES.saved, description: event.title });
      queryClient.setQueryData(queryKeys.events.detail(id), event);
      await invalidate(queryClient, [...staleAfter.bookingChanged, queryKeys.events.address(id)]);
    },
  });
}
