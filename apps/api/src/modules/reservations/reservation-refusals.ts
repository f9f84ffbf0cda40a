import {
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

/** Thrown when the seat was refused: nothing of the attempt was kept. */
export class SeatRefused extends Error {
  constructor(readonly reason: SeatRefusal) {
    super(reason);
    this.name = 'SeatRefused';
  }
}
