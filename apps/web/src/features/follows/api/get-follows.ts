import type { Follow } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/follows: the hosts the signed-in user follows. */
export async function getFollows(signal?: AbortSignal): Promise<Follow[]> {
  const body = await fetchQuery<Follow[]>('/api/follows', 'returnNull', signal);
  return body ?? [];
}

export const followsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.follows, queryFn: ({ signal }) => getFollows(signal) });

/** Asked only for a signed-in user (a visitor would get a 401). */
export function useFollows(enabled = true) {
  return useQuery({ ...followsQueryOptions(), enabled });
}
