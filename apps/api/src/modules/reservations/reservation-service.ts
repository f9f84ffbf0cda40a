import {
  answersFromMetadata,
  type Companion,
  type CreateReservationInput,
  companionsFromMetadata,
  companionsOf,
  ErrorCode,
  isSeatRefusal,
  JOIN_REQUEST_MESSAGES,
  parseDecimalId,
  partyOutgrowsSeats,
  partyTooLarge,
  RESERVATION_MESSAGES,
  type Reservation,
  type SeatRefusal,
} from '@storytable/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow, ReservationRow, UserRow } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertOpened, eventNotAvailable } from '../../lib/refusal-error.ts';
import { outboxRow } from '../../platform/email/mailer.ts';
import type { PaymentIntentInfo } from '../../platform/payments/gateway.ts';
import { type DrawEntered, drawIfDue, enterDrawIfDrawing } from '../draw/index.ts';
import {
  assertPaysFor,
  type Log,
  paymentMismatch,
  refundUnrecordable,
  retrievePayment,
  settleCancelled,
  settleRefund,
} from '../payments/index.ts';
import { isTicketClash, newTicket } from '../tickets/index.ts';
import { holdsOffer } from '../waitlist/index.ts';
import { answeredAnything, type BookingAnswers, bookedSeats } from './answers-repository.ts';
import { answersOf, assertAnswered } from './answers-service.ts';
import { EventChanged, whileUnchanged } from './event-changed.ts';
import { assertMayReserve } from './may-reserve.ts';
import { confirmationFor } from './reservation-confirmation.ts';
import type { ReservationDeps } from './reservation-deps.ts';
import {
  notEnoughSeatsError,
  partyTooLargeError,
  SeatRefused,
  seatRefusedError,
} from './reservation-refusals.ts';
import {
  findByPaymentIntent,
  findGuest,
  findReservationWithEvent,
  insertReservation,
  readForReservation,
} from './reservation-repository.ts';
import { toReservation } from './reservation-serializer.ts';
import { reserveSeat } from './tuned/reserve-seat.ts';

type Deps = ReservationDeps;

export interface ReserveResult {
  reservation: Reservation;
  /** false: this payment had already made this reservation (a replay, or the webhook was first). */
  created: boolean;
}

type Guest = { id: number; name: string; email: string };

interface Payment {
  intentId: string;
  amount: number;
}

/**
 * POST /api/reservations. Free dinners: `{eventId}`. Paid ones: `{eventId, paymentIntentId}`,
 * which is retrieved from the provider (before any transaction) and must have succeeded for this
 * dinner, this guest and this amount. In a dinner's first minute the request enters its draw
 * instead (decision 072); after it, the draw runs before anyone books first-come.
 */
export function reserve(
  deps: Deps,
  user: UserRow,
  input: CreateReservationInput,
  log: Log,
  now = new Date(),
): Promise<ReserveResult | { draw: DrawEntered }> {
  assertMayReserve(user);
  return whileUnchanged(async () => {
    const found = await readForReservation(deps.db, input.eventId);
    if (!found) throw eventNotAvailable();
    assertMayReserve(user, found);
    const { event } = found;
    if (!input.paymentIntentId && event.opensAt !== null) {
      const seats = input.seats ? companionsOf(input.seats).length + 1 : 1;
      const request = { seats: input.seats, dietary: input.dietary, answer: input.answer };
      const draw = await enterDrawIfDrawing(deps, user, found, { request, seats }, now);
      if (draw) return { draw };
      await drawIfDue(deps, event, now);
    }
    if (!input.paymentIntentId) {
      // a paid seat is gated where its payment begins: money taken is always seated
      assertOpened(event, now);
      // an offer made before the dinner took requests is honoured (decision 068)
      if (event.requiresApproval && !(await holdsOffer(deps.db, event.id, user.id)))
        throw approvalRequired();
      if (event.price !== 0) {
        throw new AppError(ErrorCode.PAYMENT_REQUIRED, 402, RESERVATION_MESSAGES.PAYMENT_REQUIRED);
      }
      assertAnswered(event, input.answer);
      const companions = input.seats ? companionsOf(input.seats) : [];
      if (partyTooLarge(event.maxSeatsPerBooking, companions.length + 1)) {
        throw partyTooLargeError(event.maxSeatsPerBooking);
      }
      return reserveFree(deps, found, user, answersOf(input), companions);
    }
    if (event.price === 0) throw paymentMismatch();
    const intent = await retrievePayment(deps, input.paymentIntentId);
    assertPaysFor(intent, event, user.id);
    // the payment carries the party and answers given before paying; the webhook reads the same
    return placeReservation(deps, log, {
      found,
      guest: user,
      payment: { intentId: intent.id, amount: intent.amount },
      notify: false,
      answers: answersFromMetadata(intent.metadata) ?? answersOf(input),
      companions: companionsFromMetadata(intent.metadata) ?? [],
    });
  });
}

const approvalRequired = () =>
  new AppError(ErrorCode.APPROVAL_REQUIRED, 409, JOIN_REQUEST_MESSAGES.APPROVAL_REQUIRED);

/** A free dinner's seats: a refusal is the route's 409. */
async function reserveFree(
  deps: Deps,
  found: Found,
  guest: UserRow,
  answers: BookingAnswers | null,
  companions: Companion[],
): Promise<ReserveResult> {
  try {
    return madeReservation(deps, await takeSeat(deps, found, guest, null, answers, companions));
  } catch (err) {
    if (!(err instanceof SeatRefused)) throw err;
    if (err.left !== null && partyOutgrowsSeats(err.left, companions.length + 1)) {
      throw notEnoughSeatsError(err.left);
    }
    throw seatRefusedError(err.reason);
  }
}

/**
 * `payment_intent.succeeded`: makes the reservation if the browser never came back, through the
 * same path as the route (whichever comes first wins, the other changes nothing). A payment this
 * path refuses for a reason the guest could not see coming (sold out, cancelled) is refunded and
 * the guest emailed. Provider failures throw, so the webhook is delivered again.
 */
export async function reserveFromPaymentIntent(
  deps: Deps,
  fromEvent: PaymentIntentInfo,
  log: Log,
): Promise<void> {
  const eventId = parseDecimalId(fromEvent.metadata.eventId);
  const userId = parseDecimalId(fromEvent.metadata.userId);
  // a request's card is charged by its approval, which makes the reservation (decision 068)
  if (fromEvent.metadata.joinRequestId !== undefined) return;
  if (eventId === null || userId === null) {
    log.info(
      { paymentIntentId: fromEvent.id },
      'payment_intent.succeeded without reservation metadata',
    );
    return;
  }
  if (await findByPaymentIntent(deps.db, fromEvent.id)) return;
  const intent = await deps.payments.retrievePaymentIntent(fromEvent.id);
  const guest = await findGuest(deps.db, userId);
  try {
    await whileUnchanged(() => reserveFromIntent(deps, log, intent, { eventId, userId }, guest));
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      log.info(
        { eventId, userId, code: err.code },
        'payment_intent.succeeded: no reservation made',
      );
      return;
    }
    throw err;
  }
}

async function reserveFromIntent(
  deps: Deps,
  log: Log,
  intent: PaymentIntentInfo,
  { eventId, userId }: { eventId: number; userId: number },
  guest: Guest | null,
): Promise<void> {
  const found = await readForReservation(deps.db, eventId);
  if (!found || !guest) {
    // the dinner or the guest's account is gone: no row can record it, so refund it directly
    await refundUnrecordable(deps, intent);
    log.warn({ eventId, userId }, 'payment for a dinner or guest that no longer exists: refunded');
    return;
  }
  // who paid passed the checks about them when the payment was created; the host's is made again
  assertMayReserve({ id: userId, isAdmin: false, emailVerified: true }, found);
  assertPaysFor(intent, found.event, userId);
  await placeReservation(deps, log, {
    found,
    guest,
    payment: { intentId: intent.id, amount: intent.amount },
    notify: true,
    answers: answersFromMetadata(intent.metadata),
    companions: companionsFromMetadata(intent.metadata) ?? [],
  });
}

/** Thrown when another request recorded this payment first. */
class PaymentTaken extends Error {
  constructor(readonly row: ReservationRow) {
    super('payment already recorded');
  }
}

/**
 * A paid reservation (the route's or the webhook's): the seat, the row and the confirmation in
 * one call (`takeSeat`). A paid attempt that gets no seat is recorded as a cancelled reservation
 * owing its refund, then refunded.
 */
async function placeReservation(
  deps: Deps,
  log: Log,
  opts: {
    found: Found;
    guest: Guest;
    payment: Payment;
    notify: boolean;
    answers: BookingAnswers | null;
    /** The party's companions the payment paid for (its metadata). */
    companions: Companion[];
  },
): Promise<ReserveResult> {
  const { found, guest, payment } = opts;
  const { event } = found;
  const recorded = await findByPaymentIntent(deps.db, payment.intentId);
  if (recorded) return replay(deps, log, recorded, guest.id, event.id);
  let made: Made;
  try {
    made = await takeSeat(deps, found, guest, payment, opts.answers, opts.companions);
  } catch (err) {
    if (err instanceof PaymentTaken) return replay(deps, log, err.row, guest.id, event.id);
    if (!(err instanceof SeatRefused)) throw err;
    return refundRefusedPayment(deps, log, { ...opts, event, reason: err.reason });
  }
  return madeReservation(deps, made);
}

/** The unique indexes that refuse a reservation: a second active one, a payment used again. */
const REFUSING_INDEXES = new Set([
  'reservations_active_event_user_idx',
  'reservations_payment_intent_idx',
]);

type Found = NonNullable<Awaited<ReturnType<typeof readForReservation>>>;
type Made = { event: EventRow; host: Found['host']; row: ReservationRow };

/**
 * The seat, the reservation (with the id read with the dinner) and its confirmation, made from
 * the dinner as read, in one call that locks the dinner first (`reserveSeat`): a seat the
 * waitlist holds for this guest is theirs, anyone else takes a public one.
 */
async function takeSeat(
  deps: Deps,
  { event, host, reservationId }: Found,
  guest: Guest,
  payment: Payment | null,
  given: BookingAnswers | null,
  companions: Companion[],
): Promise<Made> {
  const amountPaid = payment?.amount ?? 0;
  const paymentIntentId = payment?.intentId ?? null;
  const ticket = newTicket();
  const party = companions.length > 0;
  // a party's seat rows include the booker's, so its answers are written even when blank
  const answers: BookingAnswers | null = answeredAnything(given)
    ? given
    : party
      ? { dietary: { needs: [], note: null }, answer: null }
      : null;
  const confirmation = confirmationFor(deps, {
    reservation: { id: reservationId, amountPaid, ticketCode: ticket.code },
    event,
    guest,
    dietary: answers?.dietary ?? null,
    companions,
  });
  const seats = companions.length + 1;
  const seat = {
    reservationId,
    eventId: event.id,
    userId: guest.id,
    paymentIntentId,
    amountPaid,
    seats,
  };
  let taken: Awaited<ReturnType<typeof reserveSeat>>;
  try {
    // one statement, answers and seat rows included (decision 073)
    taken = await reserveSeat(
      deps.db,
      seat,
      event,
      outboxRow(confirmation),
      ticket,
      answers && bookedSeats(answers, companions),
    );
  } catch (err) {
    // a ticket code another seat drew first: the attempt starts over with a fresh one
    if (isTicketClash(err)) throw new EventChanged();
    if (!REFUSING_INDEXES.has(uniqueViolation(err) ?? '')) throw err;
    const recorded = payment ? await findByPaymentIntent(deps.db, payment.intentId) : null;
    if (recorded) throw new PaymentTaken(recorded);
    throw new SeatRefused('duplicate');
  }
  const { outcome, spots, madeAt, outboxId } = taken;
  if (outcome === 'changed') throw new EventChanged();
  if (outcome !== 'reserved') throw new SeatRefused(outcome, spots);
  if (spots === null || !madeAt || outboxId === null) {
    throw new Error('reserve_seat reserved without the seats left, the time or the email');
  }
  deps.mailer.queued([confirmation], [outboxId]);
  const row: ReservationRow = {
    id: reservationId,
    eventId: event.id,
    userId: guest.id,
    status: true,
    paymentIntentId,
    amountPaid,
    createdAt: madeAt,
    cancelledAt: null,
    cancelReason: null,
    refundStatus: null,
    refundId: null,
    refundedAt: null,
    notifyPending: false,
    confirmationSentAt: madeAt,
    answer: answers?.answer ?? null,
    seats,
  };
  return { event: { ...event, availableSpots: spots }, host, row };
}

function madeReservation(deps: Deps, made: Made): ReserveResult {
  deps.eventsCache.invalidate();
  deps.metrics.reservations.inc({ kind: made.row.amountPaid > 0 ? 'paid' : 'free' });
  const reservation = toReservation({
    reservation: made.row,
    event: made.event,
    host: made.host,
    reviewRating: null,
    reviewText: null,
    reviewDate: null,
  });
  return { reservation, created: true };
}

async function refundRefusedPayment(
  deps: Deps,
  log: Log,
  opts: {
    event: EventRow;
    guest: Guest;
    payment: Payment;
    notify: boolean;
    reason: SeatRefusal;
  },
): Promise<ReserveResult> {
  const { event, guest, payment, reason } = opts;
  const userId = guest.id;
  const owed = await insertReservation(deps.db, {
    eventId: event.id,
    userId,
    status: false,
    paymentIntentId: payment.intentId,
    amountPaid: payment.amount,
    cancelledAt: new Date(),
    cancelReason: reason,
    refundStatus: 'required',
    notifyPending: opts.notify,
  });
  if (!owed) {
    // another request recorded this payment meanwhile (it may even have taken the last seat
    // with it): answer as that request did
    const recorded = await findByPaymentIntent(deps.db, payment.intentId);
    if (!recorded) throw new Error('payment neither recorded nor recordable');
    return replay(deps, log, recorded, userId, event.id);
  }
  const refundProcessed = await settleCancelled(deps, owed, log);
  throw seatRefusedError(reason, { refundProcessed });
}

/** A payment already recorded: the same reservation again, or why it bought no seat. */
async function replay(
  deps: Deps,
  log: Log,
  row: ReservationRow,
  userId: number,
  eventId: number,
): Promise<ReserveResult> {
  if (row.userId === userId && row.eventId === eventId) {
    if (row.status) return { reservation: await loadReservation(deps.db, row.id), created: false };
    if (isSeatRefusal(row.cancelReason)) {
      const refundProcessed = await settleRefund(deps, row.id, log);
      throw seatRefusedError(row.cancelReason, { refundProcessed });
    }
  }
  throw new AppError(
    ErrorCode.PAYMENT_ALREADY_USED,
    409,
    RESERVATION_MESSAGES.PAYMENT_ALREADY_USED,
  );
}

export async function loadReservation(db: DbOrTx, id: number): Promise<Reservation> {
  const found = await findReservationWithEvent(db, id);
  if (!found) throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
  return toReservation(found);
}
