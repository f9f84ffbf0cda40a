import type { AppDeps } from '../../app-deps.ts';
import { reserveFromPaymentIntent } from './reservation-service.ts';

/**
 * A succeeded payment takes its seat, from its webhook or when the payment intent route finds it
 * paid first (registered once by lifecycle.ts).
 */
export function onPaymentWebhooks(deps: AppDeps) {
  deps.paymentEvents.onPaymentIntentSucceeded(({ paymentIntent, log }) =>
    reserveFromPaymentIntent(deps, paymentIntent, log),
  );
  deps.paymentEvents.onPaymentFoundSucceeded((paymentIntent, log) =>
    reserveFromPaymentIntent(deps, paymentIntent, log),
  );
}
