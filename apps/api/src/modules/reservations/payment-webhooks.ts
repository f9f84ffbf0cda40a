import type { AppDeps } from '../../app-deps.ts';
import { reserveFromPaymentIntent } from './take-seat.ts';

/** A succeeded payment takes its seat (registered once by lifecycle.ts). */
export function onPaymentWebhooks(deps: AppDeps) {
  deps.paymentEvents.onPaymentIntentSucceeded(({ paymentIntent, log }) =>
    reserveFromPaymentIntent(deps, paymentIntent, log),
  );
}
