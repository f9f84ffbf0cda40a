import type { Reservation } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import type { PaymentReturn } from '../lib/payment-return.ts';

export const RESERVATION_FAILED = 'Failed to create reservation';

const reservationsQueryKey = ['/api/reservations'] as const;

interface CreateReservationResponse {
  message: string;
  reservation: Reservation;
  eventId: number;
}

/** The user's active reservation made with this very payment, if there is one. */
async function findReservationOfPayment(ret: PaymentReturn): Promise<Reservation | null> {
  const list = await fetchQuery<Reservation[]>(`/api/reservations?t=${Date.now()}`);
  return (
    list?.find(
      (r) => r.eventId === ret.eventId && r.paymentIntentId === ret.paymentIntentId && r.status,
    ) ?? null
  );
}

/**
 * POST /api/reservations {eventId, paymentIntentId}. The server makes one seat per payment and
 * answers a repeat with the seat it made. Should it still answer 409 while this payment's seat
 * exists (the webhook got there first), that seat is the success. Any other 409 (already reserved
 * with another payment, sold out) is an error whose message says what happens to the payment.
 */
export async function completeReservation(ret: PaymentReturn): Promise<Reservation> {
  try {
    const res = await apiRequest<CreateReservationResponse>('POST', '/api/reservations', {
      eventId: ret.eventId,
      paymentIntentId: ret.paymentIntentId,
    });
    if (!res?.reservation) throw new ApiError(200, RESERVATION_FAILED);
    return res.reservation;
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) {
      const existing = await findReservationOfPayment(ret).catch(() => null);
      if (existing) return existing;
    }
    throw e;
  }
}

/** After reserving, events, reservations and the user are read again (spec section 7). */
export function useCompleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReservation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
        queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
