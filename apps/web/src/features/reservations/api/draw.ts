import type { DrawStatus } from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys } from '@/lib/query-keys.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';
import { postReservation } from './create-reservation.ts';

/** How often the outcome is asked for while the draw has not run. */
export const DRAW_POLL_MS = 3_000;

/**
 * POST /api/reservations in the first minute: the request enters the draw (202). Should the
 * server's minute be over, it books at once (201), and the reservations are read again.
 */
export function enterDraw(eventId: number, answers: AnswersBody | undefined) {
  return postReservation({ eventId, ...(answers ?? {}) });
}

export function getMyDraw(eventId: number, signal?: AbortSignal) {
  return fetchQuery<DrawStatus>(`/api/events/${eventId}/draw`, 'throw', signal);
}

/** My entry and its outcome, asked again every few seconds until the draw has run. */
export function useMyDraw(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.myDraw(eventId),
    queryFn: ({ signal }) => getMyDraw(eventId, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'entered' ? DRAW_POLL_MS : false),
  });
}

export function useEnterDraw(eventId: number, onEntered: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswersBody | undefined) => enterDraw(eventId, answers),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to enter the draw') },
    },
    onSuccess: async () => {
      onEntered();
      await invalidate(queryClient, [queryKeys.events.myDraw(eventId), queryKeys.reservations.all]);
    },
  });
}
