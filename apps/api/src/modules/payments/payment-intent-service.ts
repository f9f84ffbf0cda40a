import { createHash } from 'node:crypto';
import {
  answersToMetadata,
  canTakePayment,
  companionsOf,
  companionsToMetadata,
  type Dietary,
  ErrorCode,
  JOIN_REQUEST_MESSAGES,
  maskPaymentIds,
  PAYMENT_MESSAGES,
  type PartySeat,
  type PaymentIntentResponse,
  priceOfSeats,
  RESERVATION_MESSAGES,
  reserveRefusals,
  whyNotReserve,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  assertOpened,
  assertPartyFits,
  eventNotAvailable,
  refusalError,
} from '../../lib/refusal-error.ts';
import { type CreatedPaymentIntent, PaymentGatewayError } from '../../platform/payments/gateway.ts';
import { drawIfDue, refuseInDraw } from '../draw/index.ts';
import { findPayableEvent, paymentAttempt } from './payment-intent-repository.ts';
import type { PaymentsDeps as Deps, Log } from './payments-deps.ts';

export type CreatePaymentIntentInput = {
  eventId: number;
  amount?: number | undefined;
  userId?: number | undefined;
  dietary?: Dietary | undefined;
  answer?: string | null | undefined;
  /** The party, the booker's seat first (decision 063); absent is one seat, `dietary` its needs. */
  seats?: PartySeat[] | undefined;
};

/** Provider codes that mean the host's connected account cannot receive this charge. */
const DESTINATION_CODES = new Set([
  'resource_missing',
  'account_invalid',
  'insufficient_capabilities_for_transfer',
  'transfers_not_allowed',
  'account_closed',
]);

const fail = (code: ErrorCode, status: number, message: string) =>
  new AppError(code, status, message);

/**
 * POST /api/stripe/create-payment-intent: a destination charge for the party's seats. The amount
 * is the server's (price per seat plus the fee on the total), the host's connected account receives the price, our application fee
 * is the rest. The idempotency key names the guest, the dinner and the attempt (how many
 * reservations the guest has had for it), so a retry reuses the open intent while a new attempt
 * after a cancellation or a refund gets a fresh one.
 */
export async function createPaymentIntentFor(
  deps: Deps & Pick<AppDeps, 'eventsCache'>,
  user: UserRow,
  input: CreatePaymentIntentInput,
  log: Log,
  now = new Date(),
): Promise<PaymentIntentResponse> {
  const asker = whyNotReserve({ user });
  if (asker) throw refusalError(asker);
  if (input.userId !== undefined && input.userId !== user.id) {
    throw AppError.forbidden(RESERVATION_MESSAGES.PAY_FOR_YOURSELF, ErrorCode.PAYMENT_MISMATCH);
  }
  let found = await findPayableEvent(deps.db, input.eventId, user.id);
  if (!found) throw eventNotAvailable();
  // nobody pays before winning the first minute's draw, which runs before first-come (decision 072)
  refuseInDraw(found.event, now);
  if (await drawIfDue(deps, found.event, now)) {
    found = (await findPayableEvent(deps.db, input.eventId, user.id)) ?? found;
  }
  const { event, host, heldForPayer } = found;
  const refusals = reserveRefusals({
    user,
    event: { ...event, onSale: event.price === 0 || canTakePayment(host) },
    heldSeats: heldForPayer,
  });
  if (refusals.includes('own_event')) throw refusalError('own_event');
  assertOpened(event, now);
  // a dinner that approves its guests takes requests, not payments, past an offer it made before
  if (event.requiresApproval && heldForPayer === 0)
    throw fail(ErrorCode.APPROVAL_REQUIRED, 409, JOIN_REQUEST_MESSAGES.APPROVAL_REQUIRED);
  // a payment is not begun for a dinner that could not seat the guest, whatever the reason
  if (refusals.some((r) => r === 'event_unavailable' || r === 'event_past' || r === 'sold_out')) {
    throw fail(ErrorCode.EVENT_UNAVAILABLE, 409, PAYMENT_MESSAGES.EVENT_UNAVAILABLE);
  }
  if (event.price <= 0) throw fail(ErrorCode.FREE_EVENT, 400, RESERVATION_MESSAGES.FREE_EVENT);
  const companions = input.seats ? companionsOf(input.seats) : [];
  const seats = companions.length + 1;
  // the answers are asked before the card: a required one missing stops the payment
  assertPartyFits(event, { answer: input.answer, seats }, event.availableSpots + heldForPayer);
  // the party rides on the payment, one key per seat and field, so both paths seat the same
  const answers = {
    ...answersToMetadata(
      input.seats?.[0]?.dietary ?? input.dietary ?? { needs: [], note: null },
      input.answer ?? null,
    ),
    ...companionsToMetadata(companions),
  };
  const { total: amount, fee } = priceOfSeats(event.price, seats);
  if (input.amount !== undefined && input.amount !== amount) {
    throw fail(ErrorCode.INVALID_AMOUNT, 400, RESERVATION_MESSAGES.INVALID_AMOUNT);
  }
  // a paid dinner is on sale exactly when its host can take payment ('not_on_sale' above)
  if (!canTakePayment(host)) throw refusalError('not_on_sale');

  // At most two rounds: an intent found already paid (its reservation not made yet) is turned
  // into that reservation, or refunded, which moves the attempt number on.
  for (let round = 0; round < 2; round++) {
    const { reserved, attempt } = await paymentAttempt(deps.db, user.id, event.id);
    if (reserved) {
      throw AppError.conflict(ErrorCode.ALREADY_RESERVED, RESERVATION_MESSAGES.ALREADY_RESERVED);
    }
    const intent = await createIntent(deps, {
      amount,
      currency: 'usd',
      destinationAccountId: host.stripeConnectId,
      applicationFeeAmount: fee,
      metadata: { eventId: event.id, userId: user.id, ...answers },
      // other answers make another intent: a provider refuses a key reused with other metadata
      idempotencyKey: `pi-${user.id}-${event.id}-${event.createdAt.getTime()}-${attempt}${answersKey(answers)}`,
    });
    if (intent.status !== 'succeeded') {
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount,
        price: event.price,
        fee,
      };
    }
    // as its webhook would: the reservation it paid for is made, or the payment refunded
    const paid = await deps.payments.retrievePaymentIntent(intent.id);
    await deps.paymentEvents.paymentFoundSucceeded(paid, log);
  }
  throw AppError.conflict(ErrorCode.ALREADY_RESERVED, RESERVATION_MESSAGES.ALREADY_RESERVED);
}

async function createIntent(
  deps: Deps,
  input: Parameters<Deps['payments']['createPaymentIntent']>[0],
): Promise<CreatedPaymentIntent> {
  try {
    return await deps.payments.createPaymentIntent(input);
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    deps.metrics.paymentFailures.inc({ stage: 'create_intent' });
    if (err.type === 'invalid_request_error' && err.code && DESTINATION_CODES.has(err.code)) {
      throw fail(
        ErrorCode.HOST_PAYMENT_UNAVAILABLE,
        409,
        PAYMENT_MESSAGES.HOST_ACCOUNT_UNAVAILABLE,
      );
    }
    throw new AppError(ErrorCode.PAYMENT_PROVIDER_ERROR, 502, PAYMENT_MESSAGES.PROVIDER_ERROR, {
      type: err.type,
      code: err.code,
      message: maskPaymentIds(err.message),
    });
  }
}

/** '' without answers (the key stays as before), else a short digest of them. */
function answersKey(answers: Record<string, string>): string {
  if (Object.keys(answers).length === 0) return '';
  const digest = createHash('sha256').update(JSON.stringify(answers)).digest('hex');
  return `-${digest.slice(0, 16)}`;
}
