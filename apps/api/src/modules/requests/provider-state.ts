import type { PaymentIntentStatus } from '@storytable/domain';
import { PaymentGatewayError } from '../../platform/payments/gateway.ts';
import type { RequestDeps as Deps } from './request-deps.ts';

/**
 * After the provider refused a capture or a void: the intent's state when the refusal is about
 * its state (`payment_intent_unexpected_state`), else null (an outage: try again later).
 */
export async function isPaymentGatewayState(
  deps: Deps,
  err: unknown,
  paymentIntentId: string,
): Promise<PaymentIntentStatus | null> {
  if (!(err instanceof PaymentGatewayError)) throw err;
  if (err.type !== 'invalid_request_error' && err.type !== 'card_error') return null;
  try {
    return (await deps.payments.retrievePaymentIntent(paymentIntentId)).status;
  } catch {
    return null;
  }
}
