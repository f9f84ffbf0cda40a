import type { ReservationDetail } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/reservations/{id}: the owner's reservation with the dinner's address. */
export async function getReservation(id: number, signal?: AbortSignal): Promise<ReservationDetail> {
  const body = await fetchQuery<ReservationDetail>(
    `/api/reservations/${id}?t=${Date.now()}`,
    'throw',
    signal,
  );
  if (!body) throw new ApiError(0, 'Failed to fetch the reservation');
  return body;
}

export function useReservation(id: number) {
  return useQuery({
    queryKey: queryKeys.reservations.detail(id),
    queryFn: ({ signal }) => getReservation(id, signal),
  });
}
