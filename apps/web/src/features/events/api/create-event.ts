import type { Event, EventCreationPayload } from '@storytable/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';

export const CREATE_EVENT_FAILED = 'Failed to create event';

/** POST /api/events: the created event. */
export function createEvent(payload: EventCreationPayload): Promise<Event> {
  return apiRequest<Event>('POST', '/api/events', payload);
}

// Reads that list events: the listing and its panel, single events, search, host and user pages.
const EVENT_READS = ['/api/events', '/api/search', '/api/host/events', '/api/user/events'];

export function invalidateEventReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' &&
      EVENT_READS.some((path) => (q.queryKey[0] as string).startsWith(path)),
  });
}

/** Server refusals show their own message in a destructive 'Error' toast; anything else the fallback. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(CREATE_EVENT_FAILED) } },
    onSuccess: () => invalidateEventReads(queryClient),
  });
}
