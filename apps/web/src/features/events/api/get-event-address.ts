import type { EventAddress } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/events/{id}/address: for the dinner's confirmed guests, its host and admins. */
export async function getEventAddress(id: number, signal?: AbortSignal): Promise<EventAddress> {
  const body = await fetchQuery<EventAddress>(`/api/events/${id}/address`, 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load the address');
  return body;
}

/** Asked only when the page knows the user may see it (`enabled`). */
export function useEventAddress(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.address(id),
    queryFn: ({ signal }) => getEventAddress(id, signal),
    enabled,
  });
}
