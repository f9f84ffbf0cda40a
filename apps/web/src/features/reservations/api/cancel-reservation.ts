import { type CancelReservationResponse, RESERVATION_MESSAGES } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const CANCEL_RESERVATION_FAILED = 'Failed to cancel reservation';

/** DELETE /api/reservations/{id}: `refundProcessed` says whether a payment is being refunded. */
export function cancelReservation(id: number): Promise<CancelReservationResponse> {
  return apiRequest<CancelReservationResponse>('DELETE', `/api/reservations/${id}`);
}

/** The success toast's text depends on whether a refund was made (spec section 8). */
export function cancelledToastText(refundProcessed: boolean): string {
  return refundProcessed ? RESERVATION_MESSAGES.CANCELLED_REFUNDED : RESERVATION_MESSAGES.CANCELLED;
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(CANCEL_RESERVATION_FAILED) } },
    onSuccess: async (res) => {
      toast({
        title: 'Reservation cancelled',
        description: cancelledToastText(res?.refundProcessed === true),
      });
      await invalidate(queryClient, staleAfter.bookingChanged);
    },
  });
}
