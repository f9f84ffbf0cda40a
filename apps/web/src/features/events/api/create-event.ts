import type { Event, EventCreationPayload } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

export const CREATE_EVENT_FAILED = 'Failed to create event';

/** POST /api/events: the created event. */
export function createEvent(payload: EventCreationPayload): Promise<Event> {
  return apiRequest<Event>('POST', '/api/events', payload);
}

/** Server refusals show their own message in a destructive 'Error' toast; anything else the fallback. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(CREATE_EVENT_FAILED) } },
    onSuccess: () => invalidate(queryClient, staleAfter.eventCreated),
  });
}
