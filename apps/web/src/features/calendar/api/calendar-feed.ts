import type { CalendarFeedResponse } from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/user/calendar-token: the private feed's address, or null before the first. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedResponse> {
  const body = await fetchQuery<CalendarFeedResponse>('/api/user/calendar-token', 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load your calendar feed');
  return body;
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

/** POST /api/user/calendar-token: a new address (the old one stops working). */
export async function resetCalendarFeed(): Promise<CalendarFeedResponse> {
  const body = await apiRequest<CalendarFeedResponse | undefined>(
    'POST',
    '/api/user/calendar-token',
  );
  if (!body || typeof body.url !== 'string') throw new ApiError(200, 'Failed to reset the feed');
  return body;
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}
