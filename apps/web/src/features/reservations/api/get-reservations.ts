import type { Reservation } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/reservations?t={timestamp}: the signed-in user's reservations (no-cache read). */
export async function getReservations(signal?: AbortSignal): Promise<Reservation[]> {
  const body = await fetchQuery<Reservation[]>(
    `/api/reservations?t=${Date.now()}`,
    'returnNull',
    signal,
  );
  return Array.isArray(body) ? body : [];
}

export const reservationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reservations.all,
    queryFn: ({ signal }) => getReservations(signal),
  });

/** GET /api/reservations?all=true: cancelled reservations too, for the guest's history. */
export async function getReservationHistory(signal?: AbortSignal): Promise<Reservation[]> {
  const body = await fetchQuery<Reservation[]>(
    `/api/reservations?all=true&t=${Date.now()}`,
    'returnNull',
    signal,
  );
  return Array.isArray(body) ? body : [];
}

export function useReservationHistory() {
  return useQuery({
    queryKey: queryKeys.reservations.history,
    queryFn: ({ signal }) => getReservationHistory(signal),
  });
}

/** Read only for a signed-in user (a visitor's answer would be 401). */
export function useReservations(enabled = true) {
  return useQuery({ ...reservationsQueryOptions(), enabled });
}

type SeatFacts = Pick<Reservation, 'eventId' | 'status' | 'cancelledAt'>;

/** The confirmed, not cancelled reservation of this event among `reservations`, if any. */
function activeReservation<R extends SeatFacts>(
  reservations: readonly R[] | undefined,
  eventId: number,
): R | undefined {
  return reservations?.find((r) => r.eventId === eventId && r.status && r.cancelledAt === null);
}

/** A confirmed, not cancelled reservation of this event: the reserve button says 'Already Reserved'. */
export function hasActiveReservation(
  reservations: readonly SeatFacts[] | undefined,
  eventId: number,
): boolean {
  return activeReservation(reservations, eventId) !== undefined;
}

/**
 * What the signed-in user's reservations say of one dinner (undefined until they are read): a
 * confirmed seat, whether its guest did not come (decision 065), and whether its review is written. The review form asks it (decision 051).
 */
export function useAttendance(
  eventId: number,
  enabled: boolean,
): { attended: boolean; noShow: boolean; reviewed: boolean } | undefined {
  const { data } = useReservations(enabled);
  if (!data) return undefined;
  const own = activeReservation(data, eventId);
  return {
    attended: own !== undefined,
    noShow: own?.noShow ?? false,
    reviewed: own?.reviewDate != null,
  };
}
