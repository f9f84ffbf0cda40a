import type { RestaurantBrief } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const RESTAURANT_BRIEF_FAILED = 'Could not load when the restaurant brief goes.';

/** GET /api/events/{id}/restaurant-brief: where and when the brief goes, for the host and admins. */
export async function getRestaurantBrief(
  id: number,
  signal?: AbortSignal,
): Promise<RestaurantBrief> {
  const body = await fetchQuery<RestaurantBrief>(
    `/api/events/${id}/restaurant-brief`,
    'throw',
    signal,
  );
  if (!body) throw new ApiError(0, RESTAURANT_BRIEF_FAILED);
  return body;
}

export function useRestaurantBrief(id: number) {
  return useQuery({
    queryKey: queryKeys.events.restaurantBrief(id),
    queryFn: ({ signal }) => getRestaurantBrief(id, signal),
  });
}
