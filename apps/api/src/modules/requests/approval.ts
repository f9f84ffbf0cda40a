import {
  companionsOf,
  ErrorCode,
  JOIN_REQUEST_MESSAGES,
  managesDinner,
  PARTY_MESSAGES,
  PAYMENT_MESSAGES,
} from '@storytable/domain';
import type { JoinRequestRow, UserRow } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { outboxRow } from '../../platform/email/mailer.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { lockEvent } from '../events/index.ts';
import {
  confirmationFor,
  readForReservation,
  reserveSeat,
  writeAnswers,
  writeCompanions,
} from '../reservations/index.ts';
import { newTicket } from '../tickets/index.ts';
import { releaseSeat } from '../waitlist/index.ts';
import { isPaymentGatewayState } from './provider-state.ts';
import type { RequestDeps as Deps } from './request-deps.ts';
import { requestApprovedEmail, requestExpiredEmail } from './request-emails.ts';
import {
  cancelUncharged,
  closeRequest,
  findRequest,
  findRequestEvent,
  linkReservation,
  markCaptured,
  undoApproval,
} from './request-repository.ts';
import { toJoinRequest } from './request-serializer.ts';
import { voidRequest } from './request-voids.ts';

const M = JOIN_REQUEST_MESSAGES;
const notPending = () => AppError.conflict(ErrorCode.REQUEST_NOT_PENDING, M.NOT_PENDING);

/** The request and its dinner, for the dinner's host or an admin only. */
export async function requestForHost(deps: Pick<Deps, 'db'>, user: UserRow, id: number) {
  const row = await findRequest(deps.db, id);
  const event = row ? await findRequestEvent(deps.db, row.eventId) : null;
  if (!row || !event) throw AppError.notFound(M.NOT_FOUND);
  if (!managesDinner(user, event)) throw AppError.forbidden(M.NOT_YOUR_EVENT);
  return { row, event };
}

/**
 * POST /api/requests/:id/approve. One transaction under the dinner's lock: the request leaves
 * 'pending' (one conditional update: of racing answers exactly one wins), the party's seats are
 * taken all or none by `reserve_seat`, with the confirmed reservation, its seat rows, answers,
 * ticket and emails. No seats: nothing is written and the request stays pending. Then the card is
 * captured (decision 068: seat first, then charge; a refused capture gives the seats back).
 */
export async function approveRequest(deps: Deps, user: UserRow, id: number, now = new Date()) {
  const { row, event } = await requestForHost(deps, user, id);
  if (row.status !== 'pending') throw notPending();
  const guest = await findUserById(deps.db, row.userId);
  const read = await readForReservation(deps.db, event.id);
  if (!guest || !read) throw notPending();
  const { reservationId } = read;
  const companions = companionsOf(row.party);
  const dietary = row.party[0]?.dietary ?? { needs: [], note: null };
  const ticket = newTicket();
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  let made: {
    approved: JoinRequestRow;
    outboxId: number;
    confirmation: ReturnType<typeof confirmationFor>;
  };
  try {
    made = await deps.db.transaction(async (tx) => {
      const locked = await lockEvent(tx, event.id);
      if (!locked) throw notPending();
      const approved = await closeRequest(tx, id, 'approved', { from: ['pending'], now });
      if (!approved) throw notPending();
      const confirmation = confirmationFor(deps, {
        reservation: { id: reservationId, amountPaid: row.amount, ticketCode: ticket.code },
        event: locked,
        guest,
        dietary,
        companions,
      });
      const seat = {
        reservationId,
        eventId: event.id,
        userId: row.userId,
        paymentIntentId: row.paymentIntentId,
        amountPaid: row.amount,
        seats: row.seats,
      };
      const taken = await reserveSeat(tx, seat, locked, outboxRow(confirmation), ticket);
      if (taken.outcome !== 'reserved') throw seatsGone(taken.outcome, taken.spots ?? 0);
      await writeAnswers(tx, reservationId, { dietary, answer: row.answer });
      await writeCompanions(tx, reservationId, companions);
      await linkReservation(tx, id, reservationId);
      await deps.mailer.send(requestApprovedEmail(ctx, guest, locked, row), tx);
      return {
        approved: { ...approved, reservationId },
        outboxId: taken.outboxId ?? 0,
        confirmation,
      };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'reservations_active_event_user_idx')
      throw AppError.conflict(ErrorCode.ALREADY_RESERVED, M.ALREADY_BOOKED);
    throw err;
  }
  deps.mailer.queued([made.confirmation], [made.outboxId]);
  deps.eventsCache.invalidate();
  if (made.approved.paymentIntentId) await captureApproved(deps, made.approved);
  return { message: M.APPROVED, request: toJoinRequest(made.approved) };
}

function seatsGone(outcome: string, left: number): AppError {
  if (outcome === 'sold_out') {
    const message = left > 0 ? PARTY_MESSAGES.notEnough(left) : 'No seats are left at this dinner.';
    return AppError.conflict(ErrorCode.NOT_ENOUGH_SEATS, message);
  }
  return AppError.conflict(ErrorCode.EVENT_UNAVAILABLE, PAYMENT_MESSAGES.EVENT_UNAVAILABLE);
}

/**
 * Charges an approved request's card (idempotency key `jr-capture-{id}`, so a retry never charges
 * twice). An outage leaves the capture owed to the sweep; an authorization the provider no longer
 * honours gives the seats back and ends the request (402 CAPTURE_FAILED).
 */
export async function captureApproved(deps: Deps, row: JoinRequestRow): Promise<void> {
  const paymentIntentId = row.paymentIntentId;
  if (!paymentIntentId || row.capturedAt) return;
  try {
    await deps.payments.capturePaymentIntent({
      paymentIntentId,
      idempotencyKey: `jr-capture-${row.id}`,
    });
  } catch (err) {
    const state = await isPaymentGatewayState(deps, err, paymentIntentId);
    if (state === null) {
      deps.log.warn({ err, requestId: row.id }, 'request capture failed: retried by the sweep');
      return;
    }
    if (state !== 'succeeded') {
      await undoSeats(deps, row);
      throw new AppError(ErrorCode.CAPTURE_FAILED, 402, M.CAPTURE_FAILED);
    }
  }
  await markCaptured(deps.db, row.id);
}

/** The seats of an approval whose card could not be charged go back, in one transaction. */
async function undoSeats(deps: Deps, row: JoinRequestRow) {
  const ended = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, row.eventId);
    const cancelled = row.reservationId ? await cancelUncharged(tx, row.reservationId) : null;
    if (cancelled)
      for (let i = 0; i < cancelled.seats; i++) await releaseSeat(deps, tx, row.eventId);
    await undoApproval(tx, row.id);
    const guest = await findUserById(tx, row.userId);
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    if (guest && event) await deps.mailer.send(requestExpiredEmail(ctx, guest, event, row), tx);
    return findRequest(tx, row.id);
  });
  deps.eventsCache.invalidate();
  if (ended) await voidRequest(deps, ended);
}
