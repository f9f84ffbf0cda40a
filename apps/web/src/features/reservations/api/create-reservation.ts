import { CONTACT_EMAIL, type Event, type Reservation } from '@storytable/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { reservationsQueryKey } from './get-reservations.ts';

export const RESERVATION_FALLBACK_ERROR = 'Failed to make reservation';
const PAID_RESERVATION_FALLBACK_ERROR = 'Failed to create reservation';

export interface CreateReservationInput {
  eventId: number;
  /** paid events: the payment intent that succeeded */
  paymentIntentId?: string;
}

interface CreateReservationResponse {
  message: string;
  reservation: Reservation;
  eventId: number;
}

/** POST /api/reservations: {eventId} for a free event, {eventId, paymentIntentId} for a paid one. */
export async function createReservation(input: CreateReservationInput): Promise<Reservation> {
  const body = await apiRequest<CreateReservationResponse | undefined>(
    'POST',
    '/api/reservations',
    input,
  );
  if (!body?.reservation || typeof body.reservation.id !== 'number') {
    throw new ApiError(200, RESERVATION_FALLBACK_ERROR);
  }
  return body.reservation;
}

/** One seat fewer on the cached copy of the event, never below 0 (spec section 4). */
export function withOneSeatLess<T extends Pick<Event, 'availableSpots'>>(event: T): T {
  return event.availableSpots > 0 ? { ...event, availableSpots: event.availableSpots - 1 } : event;
}

// Every read that shows an event's seats: listing and panel, single events and their reviews,
// search results, the host's and the user's event lists.
const EVENT_READS = ['/api/events', '/api/search', '/api/host/events', '/api/user/events'];

/**
 * After a reservation: the seat and the reserved flag change at once in the cache, then events
 * (every event read), reservations and the user are read again (spec section 7).
 */
export function applyReservation(queryClient: QueryClient, reservation: Reservation) {
  queryClient.setQueryData<Event>(eventKeys.detail(reservation.eventId), (e) =>
    e ? withOneSeatLess(e) : e,
  );
  queryClient.setQueryData<Reservation[]>(reservationsQueryKey, (list) =>
    list ? [...list.filter((r) => r.id !== reservation.id), reservation] : [reservation],
  );
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [first] }) =>
        typeof first === 'string' && EVENT_READS.some((path) => first.startsWith(path)),
    }),
    queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  ]);
}

/** The toast of a refusal; after a payment it also says the money is safe and where to ask. */
function errorToast(paid: boolean) {
  if (!paid) {
    return { title: 'Reservation failed', describe: serverMessageOr(RESERVATION_FALLBACK_ERROR) };
  }
  const reason = serverMessageOr(PAID_RESERVATION_FALLBACK_ERROR);
  return {
    title: 'Payment succeeded but reservation failed',
    describe: (e: Error) =>
      `${reason(e)} Please contact support at ${CONTACT_EMAIL} with the email address you paid with.`,
  };
}

/** `paid`: the reservation follows a card payment (its failure is worded for that). */
export function useCreateReservation({ paid }: { paid: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    meta: { errorToast: errorToast(paid) },
    onSuccess: (reservation) => {
      void applyReservation(queryClient, reservation);
    },
  });
}
