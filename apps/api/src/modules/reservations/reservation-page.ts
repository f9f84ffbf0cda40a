import {
  answersEditable,
  eventAddressOf,
  RESERVATION_MESSAGES,
  type ReservationDetail,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readAnswers } from './answers-repository.ts';
import { findReservationWithEvent } from './reservation-repository.ts';
import { toReservation } from './reservation-serializer.ts';
import { releasedOf } from './seat-cancellation-repository.ts';

/**
 * GET /api/reservations/:id, for the reservation's page: the owner's reservation with the
 * dinner's street address while the seat is confirmed. Anyone else's reads as not found, so a
 * page never tells whether a reservation exists.
 */
export async function reservationDetail(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  id: number,
): Promise<ReservationDetail> {
  const found = await findReservationWithEvent(deps.db, id);
  if (!found || found.reservation.userId !== user.id)
    throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
  const { event } = found;
  const answers = (await readAnswers(deps.db, [id])).get(id);
  const released = await releasedOf(deps.db, id);
  return {
    ...toReservation(found),
    address: found.reservation.status ? eventAddressOf({ ...event, eventId: event.id }) : null,
    answers: answers ?? { seats: [], answer: null },
    answersEditable: found.reservation.status && answersEditable(event.dateTime),
    paidRemaining: found.reservation.amountPaid - released,
  };
}
