import {
  type CreateJoinRequestInput,
  canTakePayment,
  ErrorCode,
  JOIN_REQUEST_MESSAGES,
  maskPaymentIds,
  mayRequestBy,
  PAYMENT_MESSAGES,
  type PartySeat,
  priceOfSeats,
  requestExpiresAt,
  reserveRefusals,
  whyNotReserve,
} from '@storytable/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { JoinRequestRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  assertOpened,
  assertPartyFits,
  eventNotAvailable,
  refusalError,
} from '../../lib/refusal-error.ts';
import { PaymentGatewayError } from '../../platform/payments/gateway.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { hasActiveReservation } from '../reservations/index.ts';
import type { RequestDeps as Deps } from './request-deps.ts';
import { requestReceivedEmail } from './request-emails.ts';
import {
  closeRequest,
  findDinnerWithHost,
  findOpenRequest,
  findRequest,
  insertRequest,
  markAuthorized,
  setIntent,
} from './request-repository.ts';
import { toJoinRequest } from './request-serializer.ts';
import { voidRequest } from './request-voids.ts';

const fail = (code: ErrorCode, status: number, message: string) =>
  new AppError(code, status, message);
const M = JOIN_REQUEST_MESSAGES;

type Dinner = NonNullable<Awaited<ReturnType<typeof findDinnerWithHost>>>;

/** The checks of a request before anything is written: the same rules and caps as a booking. */
async function assertMayRequest(
  deps: Deps,
  user: UserRow,
  dinner: Dinner,
  input: CreateJoinRequestInput,
  party: PartySeat[],
  now: Date,
) {
  const { event, host } = dinner;
  const onSale = event.price === 0 || canTakePayment(host);
  const refusals = reserveRefusals({ user, event: { ...event, onSale }, heldSeats: 0 });
  if (refusals.includes('own_event')) throw refusalError('own_event');
  assertOpened(event, now);
  if (!event.requiresApproval) throw fail(ErrorCode.APPROVAL_NOT_REQUIRED, 409, M.NOT_REQUIRED);
  if (!onSale) throw refusalError('not_on_sale');
  if (refusals.some((r) => r === 'event_unavailable' || r === 'event_past'))
    throw fail(ErrorCode.EVENT_UNAVAILABLE, 409, PAYMENT_MESSAGES.EVENT_UNAVAILABLE);
  if (!mayRequestBy(now, event.dateTime)) throw fail(ErrorCode.EVENT_UNAVAILABLE, 409, M.TOO_LATE);
  assertPartyFits(event, { answer: input.answer, seats: party.length }, event.availableSpots);
  if (await hasActiveReservation(deps.db, user.id, event.id))
    throw fail(ErrorCode.ALREADY_RESERVED, 409, M.ALREADY_BOOKED);
}

/**
 * POST /api/events/:id/requests. A free dinner's request waits for the host at once (the host is
 * emailed in the same transaction). A paid one is 'authorizing' until the card is authorized for
 * the party's total: a manual-capture intent, nothing charged until the host approves.
 */
export async function createRequest(
  deps: Deps,
  user: UserRow,
  eventId: number,
  input: CreateJoinRequestInput,
  now = new Date(),
) {
  const asker = whyNotReserve({ user });
  if (asker) throw refusalError(asker);
  const dinner = await findDinnerWithHost(deps.db, eventId);
  if (!dinner) throw eventNotAvailable();
  const party: PartySeat[] = input.seats ?? [
    { name: null, dietary: input.dietary ?? { needs: [], note: null } },
  ];
  await assertMayRequest(deps, user, dinner, input, party, now);
  const { event, host } = dinner;
  const open = await findOpenRequest(deps.db, event.id, user.id);
  if (open?.status === 'pending') throw fail(ErrorCode.REQUEST_EXISTS, 409, M.ALREADY_REQUESTED);
  // a card form left unfinished: that attempt ends (its intent voided) and this one starts
  if (open) {
    const ended = await closeRequest(deps.db, open.id, 'withdrawn', { from: ['authorizing'] });
    if (ended) await voidRequest(deps, ended);
  }
  const price = priceOfSeats(event.price, party.length);
  const paid = price.total > 0;
  // checked before anything is written (assertMayRequest found it on sale): narrows the payee
  const payee = paid && canTakePayment(host) ? host.stripeConnectId : null;
  if (paid && !payee) throw refusalError('not_on_sale');
  const expiresAt = requestExpiresAt(now, event.dateTime);
  const row = await deps.db.transaction(async (tx) => {
    const made = await insertRequest(tx, {
      eventId: event.id,
      userId: user.id,
      status: paid ? 'authorizing' : 'pending',
      party,
      seats: party.length,
      answer: input.answer ?? null,
      amount: price.total,
      createdAt: now,
      expiresAt,
    });
    if (!made) throw fail(ErrorCode.REQUEST_EXISTS, 409, M.ALREADY_REQUESTED);
    if (!paid) await deps.mailer.send(receivedEmail(deps, dinner, user, made), tx);
    return made;
  });
  if (!payee) {
    return {
      message: M.SENT_FREE,
      request: toJoinRequest(row),
      clientSecret: null,
      paymentIntentId: null,
    };
  }
  let intent: Awaited<ReturnType<Deps['payments']['authorize']>>;
  try {
    intent = await deps.payments.authorize({
      amount: price.total,
      currency: 'usd',
      destinationAccountId: payee,
      applicationFeeAmount: price.fee,
      metadata: { eventId: event.id, userId: user.id, joinRequestId: row.id },
      idempotencyKey: `jr-authorize-${row.id}`,
    });
  } catch (err) {
    // no intent: the attempt ends so the guest may try again
    await closeRequest(deps.db, row.id, 'withdrawn', { from: ['authorizing'] });
    throw providerError(err);
  }
  await setIntent(deps.db, row.id, intent.id);
  return {
    message: M.SENT,
    request: toJoinRequest({ ...row, paymentIntentId: intent.id }),
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
  };
}

export function providerError(err: unknown): AppError {
  if (!(err instanceof PaymentGatewayError)) throw err;
  return new AppError(ErrorCode.PAYMENT_PROVIDER_ERROR, 502, PAYMENT_MESSAGES.PROVIDER_ERROR, {
    type: err.type,
    code: err.code,
    message: maskPaymentIds(err.message),
  });
}

function receivedEmail(deps: Deps, dinner: Dinner, guest: { name: string }, row: JoinRequestRow) {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  return requestReceivedEmail(ctx, dinner.host, guest, dinner.event, row, row.expiresAt);
}

/**
 * A paid request's card is authorized (the browser's return, or the provider's
 * `payment_intent.amount_capturable_updated`): checked with the provider, then the request waits
 * for the host, who is emailed once. Replays change nothing.
 */
export async function confirmAuthorized(deps: Deps, row: JoinRequestRow): Promise<JoinRequestRow> {
  if (row.status !== 'authorizing' || !row.paymentIntentId) return row;
  const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId).catch((err) => {
    throw providerError(err);
  });
  const matches =
    intent.status === 'requires_capture' &&
    intent.amount === row.amount &&
    intent.metadata.joinRequestId === String(row.id);
  if (!matches) throw fail(ErrorCode.PAYMENT_REQUIRED, 402, M.NOT_AUTHORIZED);
  const dinner = await findDinnerWithHost(deps.db, row.eventId);
  return deps.db.transaction(async (tx) => {
    const moved = await markAuthorized(tx, row.id);
    // the webhook (or the browser) was first: answer with the request as it is now
    if (!moved) return (await findRequest(tx, row.id)) ?? row;
    const guest = { name: (await guestName(tx, row.userId)) ?? 'A guest' };
    if (dinner) await deps.mailer.send(receivedEmail(deps, dinner, guest, moved), tx);
    return moved;
  });
}

async function guestName(db: DbOrTx, userId: number) {
  return (await findUserById(db, userId))?.name ?? null;
}
