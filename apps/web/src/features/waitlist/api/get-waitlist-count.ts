import type { waitlistCountSchema } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

type WaitlistCount = z.infer<typeof waitlistCountSchema>;

/** GET /api/events/{id}/waitlist/count: the host's view of the line. */
export function getWaitlistCount(eventId: number, signal?: AbortSignal) {
  return fetchQuery<WaitlistCount>(`/api/events/${eventId}/waitlist/count`, 'throw', signal);
}

export const waitlistCountQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.waitlist.count(eventId),
    queryFn: ({ signal }) => getWaitlistCount(eventId, signal),
  });

export function useWaitlistCount(eventId: number) {
  return useQuery(waitlistCountQueryOptions(eventId));
}
