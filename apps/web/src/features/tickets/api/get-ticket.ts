import type { Ticket } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/reservations/{id}/ticket: the owner's ticket code and QR code (an SVG). */
export async function getTicket(id: number, signal?: AbortSignal): Promise<Ticket> {
  const body = await fetchQuery<Ticket>(`/api/reservations/${id}/ticket`, 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load your ticket');
  return body;
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: queryKeys.reservations.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}
