import type { PaymentsConfig } from '@storytable/domain';

/** After the card: the provider is still processing it, it succeeded, or the seat could not be made. */
export type PaymentPhase = 'form' | 'processing' | 'succeeded' | 'reservation-failed';

/** What the payment dialog shows below the price. */
export type PaymentView =
  | 'processing'
  | 'succeeded'
  | 'reservation-failed'
  | 'preparing'
  | 'unavailable'
  | 'intent-error'
  | 'stripe-form'
  | 'simulated-form';

/**
 * The payment dialog's state (spec section 4, Payment states): a card's outcome first, then
 * the intent being asked for, then a failed config or intent, then the card form of the mode
 * (Stripe without a publishable key is unavailable).
 */
export function paymentView(s: {
  phase: PaymentPhase;
  creating: boolean;
  configFailed: boolean;
  intentReady: boolean;
  config: PaymentsConfig | undefined;
}): PaymentView {
  if (s.phase !== 'form') return s.phase;
  if (s.creating) return 'preparing';
  if (s.configFailed) return 'unavailable';
  if (!s.intentReady || !s.config) return 'intent-error';
  if (s.config.paymentsMode !== 'stripe') return 'simulated-form';
  return s.config.publishableKey ? 'stripe-form' : 'unavailable';
}
