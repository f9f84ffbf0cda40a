import type { EventMessages, PostMessage, SentMessage } from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const path = (eventId: number) => `/api/events/${eventId}/messages`;

/** GET /api/events/{id}/messages: what the host sent, the day's allowance and the replies. */
export async function getEventMessages(eventId: number, signal?: AbortSignal) {
  const body = await fetchQuery<EventMessages>(path(eventId), 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load the messages');
  return body;
}

export function useEventMessages(eventId: number) {
  return useQuery({
    queryKey: queryKeys.events.messages(eventId),
    queryFn: ({ signal }) => getEventMessages(eventId, signal),
  });
}

export interface PostMessageAnswer {
  message: string;
  sent: SentMessage;
  leftToday: number;
}

/** POST /api/events/{id}/messages: to every confirmed guest (and the waitlist, if chosen). */
export function usePostMessage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostMessage) => apiRequest<PostMessageAnswer>('POST', path(eventId), input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.messages(eventId) }),
  });
}
