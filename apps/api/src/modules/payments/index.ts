// Payments: the money of a seat. Payment intents (POST /api/stripe/create-payment-intent), the
// checks a payment must pass to buy a seat, and refunds with the notices owed with them. It sits
// below reservations and events, which call it; a succeeded payment's seat is reservations'.
export {
  assertPaysFor,
  paymentMismatch,
  refundUnrecordable,
  retrievePayment,
} from './payment-check.ts';
export { paymentIntentRoutes } from './payment-intent-routes.ts';
export type { Log } from './payments-deps.ts';
export { releasedShares } from './refund-repository.ts';
export {
  settleCancelled,
  settleEventCancellation,
  settleOwed,
  settleRefund,
} from './refund-service.ts';
export { settleSeatRefund } from './seat-refund-service.ts';
