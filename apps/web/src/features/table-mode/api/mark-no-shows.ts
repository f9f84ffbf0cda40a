import type { NoShowsResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys } from '@/lib/query-keys.ts';

export const NO_SHOW_FAILED = 'Failed to mark the seat';

/** POST /api/events/{id}/no-shows: one seat marked as not come, or the mark undone. */
export function markNoShow(
  eventId: number,
  reservationId: number,
  noShow: boolean,
): Promise<NoShowsResponse> {
  return apiRequest<NoShowsResponse>('POST', `/api/events/${eventId}/no-shows`, {
    reservationIds: [reservationId],
    noShow,
  });
}

/** A refusal (the window closed, a seat checked in meanwhile) is toasted in the server's words. */
export function useMarkNoShow(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reservationId, noShow }: { reservationId: number; noShow: boolean }) =>
      markNoShow(eventId, reservationId, noShow),
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(NO_SHOW_FAILED) } },
    onSuccess: () => invalidate(queryClient, [queryKeys.events.table(eventId)]),
  });
}
