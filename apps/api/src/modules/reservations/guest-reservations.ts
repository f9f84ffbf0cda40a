import {
  type CancelReservationResponse,
  cancellationTooLateMessage,
  ErrorCode,
  guestCancellationTerms,
  hoursUntil,
  RESERVATION_MESSAGES,
  type Reservation,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockEvent } from '../events/index.ts';
import { type Log, settleRefund } from '../payments/index.ts';
import { releaseSeat } from '../waitlist/index.ts';
import { cancellationReceiptEmail } from './cancellation-receipt.ts';
import { sendConfirmation } from './reservation-confirmation.ts';
import type { ReservationDeps } from './reservation-deps.ts';
import {
  findAttendedReservations,
  findReservationWithEvent,
  findUserReservations,
  markCancelledByGuest,
} from './reservation-repository.ts';
import { toReservation } from './reservation-serializer.ts';

type Deps = ReservationDeps;

const notFound = () => AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);

/** GET /api/reservations: confirmed ones (every one with `all`), soonest dinner first. */
export async function listReservations(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  all: boolean,
  now?: Date,
): Promise<Reservation[]> {
  return (await findUserReservations(deps.db, user.id, { all, now })).map(toReservation);
}

/** GET /api/reservations/attended: dinners that have ended, most recent first, with my review. */
export async function listAttended(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
): Promise<Reservation[]> {
  return (await findAttendedReservations(deps.db, user.id)).map(toReservation);
}

/** The guest's own reservation; anyone else's is 'not found' (its existence is not told). */
export async function ownReservation(deps: Pick<AppDeps, 'db'>, user: UserRow, id: number) {
  const found = await findReservationWithEvent(deps.db, id);
  if (!found || found.reservation.userId !== user.id) throw notFound();
  return found;
}

/**
 * The guest's cancellation terms now (decision 057), or the 48-hour refusal when they may not
 * cancel: the one check for the whole reservation and for a companion's seat.
 */
export function cancellableTerms(
  event: Parameters<typeof guestCancellationTerms>[0] & { dateTime: Date | string },
  bookedAt: Date,
) {
  const terms = guestCancellationTerms(event, bookedAt);
  if (!terms.allowed) {
    const hoursLeft = hoursUntil(event.dateTime);
    throw new AppError(
      ErrorCode.CANCELLATION_TOO_LATE,
      400,
      cancellationTooLateMessage(hoursLeft),
      { hoursLeft: Math.max(0, Math.floor(hoursLeft)) },
    );
  }
  return terms;
}

/**
 * DELETE /api/reservations/:id. Whether the guest may cancel and what comes back is the refund
 * rule's answer (`cancellationTerms`, decision 057). The seat returns in the transaction that
 * cancels; a refund owed is asked for after the commit (never inside a transaction) and stays
 * owed if the provider fails; a cancellation the policy does not refund owes none.
 */
export async function cancelReservation(
  deps: Deps,
  user: UserRow,
  id: number,
  log: Log,
): Promise<CancelReservationResponse> {
  const { reservation, event } = await ownReservation(deps, user, id);
  if (!reservation.status) {
    throw AppError.conflict(ErrorCode.ALREADY_CANCELLED, RESERVATION_MESSAGES.ALREADY_CANCELLED);
  }
  const terms = cancellableTerms(event, reservation.createdAt);
  const cancelled = await deps.db.transaction(async (tx) => {
    // the event row first, as reserving and cancelling the dinner lock it: no deadlock
    await lockEvent(tx, reservation.eventId);
    const row = await markCancelledByGuest(tx, id, user.id, {
      refund: terms.refundFraction > 0,
    });
    if (!row) {
      throw AppError.conflict(ErrorCode.ALREADY_CANCELLED, RESERVATION_MESSAGES.ALREADY_CANCELLED);
    }
    // the seats as they are under the lock (a companion may have just gone), each to the first
    // guest waiting, if any, in turn
    for (let i = 0; i < row.seats; i++) await releaseSeat(deps, tx, reservation.eventId);
    // the receipt goes only if the cancellation commits (the host's notice is the trigger's)
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    await deps.mailer.send(cancellationReceiptEmail(ctx, user, row, event), tx);
    return row;
  });
  deps.eventsCache.invalidate();
  if (cancelled.refundStatus !== 'required') {
    const message =
      cancelled.amountPaid > 0
        ? RESERVATION_MESSAGES.CANCELLED_NOT_REFUNDED
        : RESERVATION_MESSAGES.CANCELLED;
    return { message, refundProcessed: false };
  }
  const refundProcessed = await settleRefund(deps, cancelled.id, log);
  return { message: RESERVATION_MESSAGES.CANCELLED_REFUNDED, refundProcessed };
}

/** POST /api/reservations/:id/send-confirmation (no duplicate right after reserving). */
export async function resendConfirmation(
  deps: Deps,
  user: UserRow,
  id: number,
  log: Log,
): Promise<{ message: string }> {
  const { reservation } = await ownReservation(deps, user, id);
  if (!reservation.status) {
    throw AppError.conflict(ErrorCode.ALREADY_CANCELLED, RESERVATION_MESSAGES.ALREADY_CANCELLED);
  }
  await sendConfirmation(deps, id, log);
  return { message: RESERVATION_MESSAGES.CONFIRMATION_SENT };
}
