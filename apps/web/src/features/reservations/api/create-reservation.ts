import {
  CONTACT_EMAIL,
  type CreateReservationInput,
  type createReservationResponseSchema,
  type DrawEnteredResponse,
  type Event,
  type Reservation,
} from '@storytable/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys.ts';
import { getReservations } from './get-reservations.ts';

export const RESERVATION_FALLBACK_ERROR = 'Failed to make reservation';
export const PAID_RESERVATION_FALLBACK_ERROR = 'Failed to create reservation';

type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;

/** The user's active reservation made with this very payment, if there is one. */
async function findReservationOfPayment(
  input: CreateReservationInput,
): Promise<Reservation | null> {
  const list = await getReservations();
  return (
    list.find(
      (r) => r.eventId === input.eventId && r.paymentIntentId === input.paymentIntentId && r.status,
    ) ?? null
  );
}

/**
 * POST /api/reservations, the one client of the endpoint: a seat (201), or in a dinner's first
 * minute an entry in its draw (202, decision 072). The server's clock decides which.
 */
export function postReservation(
  input: CreateReservationInput,
): Promise<CreateReservationResponse | DrawEnteredResponse | undefined> {
  return apiRequest('POST', '/api/reservations', input);
}

/**
 * POST /api/reservations: {eventId} for a free event, {eventId, paymentIntentId} for a paid one.
 * The server makes one seat per payment and answers a repeat with the seat it made. Should it
 * still answer 409 while this payment's seat exists (the webhook got there first), that seat is
 * the success. Any other 409 (already reserved with another payment, sold out) is an error whose
 * message says what happens to the payment.
 */
export async function createReservation(input: CreateReservationInput): Promise<Reservation> {
  try {
    const body = await postReservation(input);
    // the device's clock was behind the server's: the request entered the draw, no seat yet
    if (body && 'draw' in body) throw new ApiError(202, body.message);
    if (!body?.reservation || typeof body.reservation.id !== 'number') {
      throw new ApiError(200, RESERVATION_FALLBACK_ERROR);
    }
    return body.reservation;
  } catch (e) {
    if (input.paymentIntentId && e instanceof ApiError && e.status === 409) {
      const existing = await findReservationOfPayment(input).catch(() => null);
      if (existing) return existing;
    }
    throw e;
  }
}

/** One seat fewer on the cached copy of the event, never below 0 (spec section 4). */
export function withOneSeatLess<T extends Pick<Event, 'availableSpots'>>(event: T): T {
  return event.availableSpots > 0 ? { ...event, availableSpots: event.availableSpots - 1 } : event;
}

/**
 * After a reservation: the seat and the reserved flag change at once in the cache, then events
 * (every event read), reservations and the user are read again (spec section 7).
 */
export function applyReservation(queryClient: QueryClient, reservation: Reservation) {
  queryClient.setQueryData<Event>(queryKeys.events.detail(reservation.eventId), (e) =>
    e ? withOneSeatLess(e) : e,
  );
  queryClient.setQueryData<Reservation[]>(queryKeys.reservations.all, (list) =>
    list ? [...list.filter((r) => r.id !== reservation.id), reservation] : [reservation],
  );
  return invalidate(queryClient, staleAfter.bookingChanged);
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

/**
 * Reserving a seat. `toastErrors` toasts a refusal, worded for a free seat or for one that
 * follows a card payment; without it the caller shows the error.
 */
export function useCreateReservation(toastErrors?: 'free' | 'paid') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    meta: toastErrors ? { errorToast: errorToast(toastErrors === 'paid') } : {},
    onSuccess: (reservation) => {
      void applyReservation(queryClient, reservation);
    },
  });
}
