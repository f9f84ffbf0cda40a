import {
  type CardErrorLike,
  PAYMENT_MESSAGES,
  type SimulatedConfirmRequest,
  simulatedConfirmResponseSchema,
} from '@storytable/domain';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';

/** What a card confirmation ends in, in either payments mode. */
export type ConfirmOutcome =
  | { paymentIntent: { id: string; status: string } }
  | { error: CardErrorLike };

/**
 * POST /api/stripe/simulated/confirm (simulated mode only): the card goes to our API, which
 * answers like Stripe.js's confirmPayment, 200 with the payment intent or a card error. A request
 * the API refuses (400) is a card-details problem, like Stripe.js's validation errors.
 */
export async function confirmSimulatedPayment(
  input: SimulatedConfirmRequest,
): Promise<ConfirmOutcome> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('POST', '/api/stripe/simulated/confirm', input);
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) {
      return { error: { type: 'validation_error', code: 'invalid_request' } };
    }
    throw e;
  }
  const parsed = simulatedConfirmResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, PAYMENT_MESSAGES.FAILED);
  return parsed.data;
}
