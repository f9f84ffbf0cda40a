import type { Reservation } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/reservations/attended: the signed-in user's past confirmed reservations. */
export async function getAttendedReservations(signal?: AbortSignal): Promise<Reservation[]> {
  const body = await fetchQuery<Reservation[]>('/api/reservations/attended', 'returnNull', signal);
  return body ?? [];
}

export const attendedReservationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reservations.attended,
    queryFn: ({ signal }) => getAttendedReservations(signal),
  });

export function useAttendedReservations(enabled = true) {
  return useQuery({ ...attendedReservationsQueryOptions(), enabled });
}
