import { type Event, RESERVATION_MESSAGES, reservationPagePath } from '@storytable/domain';
import { toast } from '@/lib/toast.ts';
import { useCreateReservation } from '../api/create-reservation.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';

/**
 * Reserving one seat: POST /api/reservations, then the 'Success' toast (linking to the
 * reservation's page) and `onReserved` with the new reservation's id.
 * Refusals are toasted by the mutation ('Reservation failed', or after a payment 'Payment
 * succeeded but reservation failed'); `reserve` then resolves false.
 */
export function useReserveSeat(
  event: Pick<Event, 'id' | 'price'>,
  onReserved: (reservationId: number) => void,
) {
  const mutation = useCreateReservation(event.price > 0 ? 'paid' : 'free');
  const reserve = async (paymentIntentId?: string, answers?: AnswersBody): Promise<boolean> => {
    let reservationId: number;
    try {
      const reservation = await mutation.mutateAsync({
        eventId: event.id,
        ...(paymentIntentId ? { paymentIntentId } : {}),
        ...answers,
      });
      reservationId = reservation.id;
    } catch {
      return false;
    }
    toast({
      title: 'Success',
      description: RESERVATION_MESSAGES.CREATED,
      action: {
        href: reservationPagePath(reservationId),
        label: 'View reservation',
        alt: 'Your reservation is also under Upcoming Events on your profile.',
      },
    });
    onReserved(reservationId);
    return true;
  };
  return { reserve, isPending: mutation.isPending };
}
