import { ErrorCode, PAYMENT_MESSAGES, RESERVATION_MESSAGES } from '@storytable/domain';
import { AppError } from '../../lib/app-error.ts';
import type { CancelReason } from './reservation-repository.ts';

/** Why a seat could not be given. */
export type SeatRefusal = 'sold_out' | 'event_unavailable' | 'event_past' | 'duplicate';

const REFUSALS: Record<SeatRefusal, { code: ErrorCode; message: string }> = {
  sold_out: { code: ErrorCode.SOLD_OUT, message: RESERVATION_MESSAGES.SOLD_OUT },
  event_unavailable: {
    code: ErrorCode.EVENT_UNAVAILABLE,
    message: PAYMENT_MESSAGES.EVENT_UNAVAILABLE,
  },
  event_past: { code: ErrorCode.EVENT_PAST, message: RESERVATION_MESSAGES.EVENT_PAST },
  duplicate: { code: ErrorCode.ALREADY_RESERVED, message: RESERVATION_MESSAGES.ALREADY_RESERVED },
};

export function isSeatRefusal(reason: CancelReason | null): reason is SeatRefusal {
  return reason !== null && reason in REFUSALS;
}

export function refusalFor(reason: CancelReason): { code: ErrorCode; message: string } {
  return isSeatRefusal(reason)
    ? REFUSALS[reason]
    : { code: ErrorCode.PAYMENT_ALREADY_USED, message: RESERVATION_MESSAGES.PAYMENT_ALREADY_USED };
}

/**
 * The 409 for a refused seat. A paid attempt says what happens to its payment, in the message and
 * in `details.refundProcessed` (false: owed, retried until the provider accepts it).
 */
export function seatRefusedError(
  reason: SeatRefusal,
  refund?: { refundProcessed: boolean },
): AppError {
  const { code, message } = REFUSALS[reason];
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
