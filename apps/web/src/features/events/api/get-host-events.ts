import type { Event } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/host/events?showAll={bool}: the signed-in host's events (all of them with showAll). */
export async function getHostEvents(showAll: boolean, signal?: AbortSignal): Promise<Event[]> {
  const body = await fetchQuery<Event[]>(
    `/api/host/events?showAll=${showAll}`,
    'returnNull',
    signal,
  );
  return body ?? [];
}

export const hostEventsQueryOptions = (showAll: boolean) =>
  queryOptions({
    queryKey: queryKeys.hostEvents.list(showAll),
    queryFn: ({ signal }) => getHostEvents(showAll, signal),
  });

export function useHostEvents(showAll: boolean, enabled = true) {
  return useQuery({ ...hostEventsQueryOptions(showAll), enabled });
}
