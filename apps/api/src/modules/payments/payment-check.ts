import {
  ErrorCode,
  priceOfSeats,
  RESERVATION_MESSAGES,
  seatsFromMetadata,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  isMissing,
  PaymentGatewayError,
  type PaymentIntentInfo,
} from '../../platform/payments/gateway.ts';
import { toAppError } from '../../platform/payments/gateway-errors.ts';
import type { PaymentsDeps } from './payments-deps.ts';

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export const paymentMismatch = () =>
  new AppError(ErrorCode.PAYMENT_MISMATCH, 400, RESERVATION_MESSAGES.PAYMENT_MISMATCH);

/** The payment intent a guest says paid for their seat, as the provider has it. */
export async function retrievePayment(
  deps: Pick<PaymentsDeps, 'payments' | 'metrics'>,
  id: string,
): Promise<PaymentIntentInfo> {
  if (!PAYMENT_INTENT_ID.test(id)) throw paymentMismatch();
  try {
    return await deps.payments.retrievePaymentIntent(id);
  } catch (err) {
    if (isMissing(err)) throw paymentMismatch();
    deps.metrics.paymentFailures.inc({ stage: 'retrieve_intent' });
    throw toAppError(err);
  }
}

/** The payment must be for this dinner and guest, have succeeded, and be for the full amount. */
export function assertPaysFor(intent: PaymentIntentInfo, event: EventRow, userId: number) {
  if (intent.metadata.eventId !== String(event.id) || intent.metadata.userId !== String(userId)) {
    throw paymentMismatch();
  }
  if (intent.status !== 'succeeded') {
    throw new AppError(
      ErrorCode.PAYMENT_NOT_COMPLETED,
      402,
      RESERVATION_MESSAGES.PAYMENT_NOT_COMPLETED,
    );
  }
  // the party is the one the payment's metadata carries, priced per seat (decision 063)
  const seats = seatsFromMetadata(intent.metadata);
  if (
    seats === null ||
    intent.amount !== priceOfSeats(event.price, seats).total ||
    intent.currency.toLowerCase() !== 'usd'
  ) {
    throw paymentMismatch();
  }
}

/** Refunds a succeeded payment that no reservation row can record (its dinner or guest is gone). */
export async function refundUnrecordable(
  deps: Pick<PaymentsDeps, 'payments'>,
  intent: PaymentIntentInfo,
): Promise<void> {
  if (intent.status !== 'succeeded') return;
  await deps.payments
    .createRefund({ paymentIntentId: intent.id, idempotencyKey: `refund-${intent.id}` })
    .catch((err: unknown) => {
      if (!(err instanceof PaymentGatewayError && err.code === 'charge_already_refunded')) {
        throw err;
      }
    });
}
