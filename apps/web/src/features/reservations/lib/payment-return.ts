export interface PaymentReturn {
  eventId: number;
  paymentIntentId: string;
}

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/**
 * The payment return address (spec section 5): eventId, payment_intent and redirect_status equal
 * to 'succeeded' are required; anything else is invalid payment information (null).
 */
export function parsePaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const rawEventId = params.get('eventId') ?? '';
  const paymentIntentId = params.get('payment_intent') ?? '';
  if (params.get('redirect_status') !== 'succeeded') return null;
  if (!/^\d{1,10}$/.test(rawEventId)) return null;
  const eventId = Number(rawEventId);
  if (eventId < 1 || eventId > 2_147_483_647) return null;
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) return null;
  return { eventId, paymentIntentId };
}
