import type { MyWaitlistItem } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/waitlists: my waitlists and open offers at upcoming dinners. */
export async function getMyWaitlists(signal?: AbortSignal): Promise<MyWaitlistItem[]> {
  return (await fetchQuery<MyWaitlistItem[]>('/api/waitlists', 'returnNull', signal)) ?? [];
}

export const myWaitlistsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.waitlist.mine,
    queryFn: ({ signal }) => getMyWaitlists(signal),
  });

export function useMyWaitlists(enabled = true) {
  return useQuery({ ...myWaitlistsQueryOptions(), enabled });
}
