import {
  type CancelSeatResponse,
  ErrorCode,
  PARTY_SEAT_MESSAGES,
  RESERVATION_MESSAGES,
  refundCents,
  seatShareCents,
} from '@storytable/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockEvent } from '../events/index.ts';
import { type Log, settleSeatRefund } from '../payments/index.ts';
import { releaseSeat } from '../waitlist/index.ts';
import { cancellableTerms, ownReservation } from './guest-reservations.ts';
import type { ReservationDeps } from './reservation-deps.ts';
import { seatCancellationReceiptEmail } from './seat-cancellation-receipt.ts';
import {
  deleteCompanionSeat,
  findActiveForSeat,
  isSeatCancelled,
  recordSeatCancelled,
} from './seat-cancellation-repository.ts';

const alreadyCancelled = () =>
  AppError.conflict(ErrorCode.ALREADY_CANCELLED, RESERVATION_MESSAGES.ALREADY_CANCELLED);

/**
 * DELETE /api/reservations/:id/seats/:position (decision 067): one companion leaves the party
 * under the same 48-hour rule as the whole reservation. Under the dinner's lock: the companion's
 * row goes, the party shrinks by one, the seat is released through the waitlist, and the seat's
 * share of what is still paid is recorded with its refund owed; the refund is asked for after
 * the commit. A replay finds the seat cancelled (409) and refunds nothing.
 */
export async function cancelCompanionSeat(
  deps: ReservationDeps,
  user: UserRow,
  id: number,
  position: number,
  log: Log,
): Promise<CancelSeatResponse> {
  const { reservation, event } = await ownReservation(deps, user, id);
  if (!reservation.status) throw alreadyCancelled();
  const terms = cancellableTerms(event, reservation.createdAt);
  const done = await deps.db.transaction(async (tx) => {
    // the dinner first, as every seat change locks it: the party is read as it stands
    await lockEvent(tx, reservation.eventId);
    const party = await findActiveForSeat(tx, id, user.id);
    if (!party) throw alreadyCancelled();
    if (await isSeatCancelled(tx, id, position)) {
      throw AppError.conflict(
        ErrorCode.SEAT_ALREADY_CANCELLED,
        PARTY_SEAT_MESSAGES.ALREADY_CANCELLED,
      );
    }
    const companion = party.seats > 1 ? await deleteCompanionSeat(tx, id, position) : null;
    if (!companion) {
      throw new AppError(ErrorCode.NO_SUCH_SEAT, 400, PARTY_SEAT_MESSAGES.NO_SUCH_SEAT);
    }
    const share = seatShareCents(party.amountPaid - party.released, party.seats);
    const refundAmount = refundCents(share, terms);
    const seats = await recordSeatCancelled(tx, {
      reservationId: id,
      position,
      share,
      refundAmount,
    });
    await releaseSeat(deps, tx, reservation.eventId);
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    const receipt = { name: companion.name ?? 'Your companion', seats, share, refundAmount };
    await deps.mailer.send(seatCancellationReceiptEmail(ctx, user, receipt, event), tx);
    return { seats, share, refundAmount };
  });
  deps.eventsCache.invalidate();
  const { seats, share, refundAmount } = done;
  if (refundAmount === 0) {
    const message =
      share > 0 ? PARTY_SEAT_MESSAGES.CANCELLED_NOT_REFUNDED : PARTY_SEAT_MESSAGES.CANCELLED;
    return { message, seats, refundAmount, refundProcessed: false };
  }
  const refundProcessed = await settleSeatRefund(deps, id, position, log);
  return { message: PARTY_SEAT_MESSAGES.CANCELLED_REFUNDED, seats, refundAmount, refundProcessed };
}
