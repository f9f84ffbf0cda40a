import type { PostReply, ReservationMessages } from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/reservations/{id}/messages: the host's messages to this guest's table, their replies. */
export async function getReservationMessages(id: number, signal?: AbortSignal) {
  const body = await fetchQuery<ReservationMessages>(
    `/api/reservations/${id}/messages`,
    'throw',
    signal,
  );
  if (!body) throw new ApiError(0, 'Failed to load the messages');
  return body;
}

export function useReservationMessages(id: number) {
  return useQuery({
    queryKey: queryKeys.reservations.messages(id),
    queryFn: ({ signal }) => getReservationMessages(id, signal),
  });
}

/** POST /api/reservations/{id}/replies: the guest writes to their host. */
export function usePostReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostReply) =>
      apiRequest<{ message: string }>('POST', `/api/reservations/${id}/replies`, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reservations.messages(id) }),
  });
}
