import type { CancelSeatResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

/** DELETE /api/reservations/{id}/seats/{position}: one companion leaves the party. */
export function cancelSeat(id: number, position: number): Promise<CancelSeatResponse> {
  return apiRequest<CancelSeatResponse>('DELETE', `/api/reservations/${id}/seats/${position}`);
}

export function useCancelSeat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => cancelSeat(id, position),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to cancel the seat') },
    },
    onSuccess: async (res) => {
      toast({ title: 'Seat cancelled', description: res.message });
      await invalidate(queryClient, staleAfter.bookingChanged);
    },
  });
}
