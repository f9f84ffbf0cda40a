import type { myWaitlistSchema } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

type MyWaitlist = z.infer<typeof myWaitlistSchema>;

/** GET /api/events/{id}/waitlist: my place in line (null when I am not on it). */
export async function getMyEntry(eventId: number, signal?: AbortSignal) {
  const body = await fetchQuery<MyWaitlist>(
    `/api/events/${eventId}/waitlist`,
    'returnNull',
    signal,
  );
  return body?.entry ?? null;
}

export const myEntryQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.waitlist.entry(eventId),
    queryFn: ({ signal }) => getMyEntry(eventId, signal),
  });

/** Asked only for a signed-in user. */
export function useMyWaitlistEntry(eventId: number, enabled: boolean) {
  return useQuery({ ...myEntryQueryOptions(eventId), enabled });
}
