import type { Reservation } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';

/** Every reservation read starts with this key, so invalidating it refreshes them all. */
export const reservationsQueryKey = ['/api/reservations'] as const;

/** GET /api/reservations?t={timestamp}: the signed-in user's reservations (no-cache read). */
export async function getReservations(signal?: AbortSignal): Promise<Reservation[]> {
  const body = await fetchQuery<Reservation[]>(
    `/api/reservations?t=${Date.now()}`,
    'returnNull',
    signal,
  );
  return body ?? [];
}

export const reservationsQueryOptions = () =>
  queryOptions({
    queryKey: reservationsQueryKey,
    queryFn: ({ signal }) => getReservations(signal),
  });

export function useReservations(enabled = true) {
  return useQuery({ ...reservationsQueryOptions(), enabled });
}
