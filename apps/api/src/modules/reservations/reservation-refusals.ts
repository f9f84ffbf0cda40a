import {
  ErrorCode,
  PARTY_MESSAGES,
  RESERVATION_MESSAGES,
  RESERVE_REFUSAL_ANSWERS,
  type SeatRefusal,
} from '@storytable/domain';
import { AppError } from '../../lib/app-error.ts';

/**
 * The 409 for a refused seat. A paid attempt says what happens to its payment, in the message and
 * in `details.refundProcessed` (false: owed, retried until the provider accepts it).
 */
export function seatRefusedError(
  reason: SeatRefusal,
  refund?: { refundProcessed: boolean },
): AppError {
  const { code, message } = RESERVE_REFUSAL_ANSWERS[reason];
  if (!refund) return new AppError(code, 409, message);
  return new AppError(
    code,
    409,
    `${message} ${refund.refundProcessed ? RESERVATION_MESSAGES.PAYMENT_REFUNDED : RESERVATION_MESSAGES.PAYMENT_WILL_BE_REFUNDED}`,
    refund,
  );
}

/** A party larger than the dinner takes per booking: refused before any seat is looked at. */
export function partyTooLargeError(maxSeatsPerBooking: number): AppError {
  return new AppError(ErrorCode.PARTY_TOO_LARGE, 400, PARTY_MESSAGES.tooLarge(maxSeatsPerBooking));
}

/** Seats are left, fewer than the party: told apart from a sold-out dinner. */
export function notEnoughSeatsError(left: number): AppError {
  return new AppError(ErrorCode.NOT_ENOUGH_SEATS, 409, PARTY_MESSAGES.notEnough(left), { left });
}

/** Thrown when the seat was refused: nothing of the attempt was kept. */
export class SeatRefused extends Error {
  constructor(
    readonly reason: SeatRefusal,
    /** The seats left when a party found too few. */
    readonly left: number | null = null,
  ) {
    super(reason);
    this.name = 'SeatRefused';
  }
}
