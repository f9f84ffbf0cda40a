import {
  BOOKING_QUESTION_MESSAGES,
  ErrorCode,
  missingRequiredAnswer,
  notYetOpenMessage,
  type OpeningDinner,
  PARTY_MESSAGES,
  PAYMENT_MESSAGES,
  partyTooLarge,
  RESERVE_REFUSAL_ANSWERS,
  type ReserveRefusal,
} from '@storytable/domain';
import { AppError } from './app-error.ts';

/** The API's answer to a reason a user may not reserve (domain `RESERVE_REFUSAL_ANSWERS`). */
export function refusalError(reason: ReserveRefusal): AppError {
  const { code, status, message } = RESERVE_REFUSAL_ANSWERS[reason];
  return new AppError(code, status, message);
}

/**
 * Every way of asking for seats answers one 404 for a dinner that is gone (never was, or
 * deleted between the read and the write): the booking route's.
 */
export function eventNotAvailable(): AppError {
  return new AppError(ErrorCode.EVENT_NOT_AVAILABLE, 404, PAYMENT_MESSAGES.EVENT_NOT_FOUND);
}

/**
 * The party checks of every way of asking for seats (a payment, a request to join, a draw
 * entry), before anything is written: the host's required answer, the per-booking cap, then the
 * seats left (null: not counted, as in the first minute's draw, which decides them).
 */
export function assertPartyFits(
  event: { question: string | null; questionRequired: boolean; maxSeatsPerBooking: number },
  party: { answer: string | null | undefined; seats: number },
  seatsLeft: number | null,
): void {
  if (missingRequiredAnswer(event, party.answer))
    throw new AppError(ErrorCode.ANSWER_REQUIRED, 400, BOOKING_QUESTION_MESSAGES.ANSWER_REQUIRED);
  if (partyTooLarge(event.maxSeatsPerBooking, party.seats))
    throw new AppError(
      ErrorCode.PARTY_TOO_LARGE,
      400,
      PARTY_MESSAGES.tooLarge(event.maxSeatsPerBooking),
    );
  if (seatsLeft === null) return;
  if (seatsLeft === 0) throw refusalError('sold_out');
  if (seatsLeft < party.seats)
    throw new AppError(ErrorCode.NOT_ENOUGH_SEATS, 409, PARTY_MESSAGES.notEnough(seatsLeft));
}

/**
 * Every booking path refuses a dinner that has not opened yet (domain `notYetOpenMessage`,
 * decision 071): 409 `NOT_YET_OPEN`, naming when in the dinner's zone, before anything is written.
 */
export function assertOpened(dinner: OpeningDinner, now: Date): void {
  const message = notYetOpenMessage(dinner, now);
  if (message) throw new AppError(ErrorCode.NOT_YET_OPEN, 409, message);
}
