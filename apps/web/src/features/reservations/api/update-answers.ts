import type { ReservationDetail, SeatAnswers } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';

/** PUT /api/reservations/{id}/answers: the guest's new answers (decision 060). */
export function updateAnswers(id: number, body: AnswersBody): Promise<SeatAnswers> {
  return apiRequest<SeatAnswers>('PUT', `/api/reservations/${id}/answers`, body);
}

export function useUpdateAnswers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswersBody) => updateAnswers(id, body),
    onSuccess: ({ seats, answer }) => {
      queryClient.setQueryData<ReservationDetail>(queryKeys.reservations.detail(id), (r) =>
        r ? { ...r, answers: { seats, answer } } : r,
      );
    },
  });
}
