import type { HostJoinRequest } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/events/{id}/requests: the dinner's requests to join, for its host and admins. */
export async function getRequests(id: number, signal?: AbortSignal): Promise<HostJoinRequest[]> {
  const body = await fetchQuery<HostJoinRequest[]>(`/api/events/${id}/requests`, 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load the requests');
  return body;
}

export function useRequests(id: number) {
  return useQuery({
    queryKey: queryKeys.events.requests(id),
    queryFn: ({ signal }) => getRequests(id, signal),
  });
}
