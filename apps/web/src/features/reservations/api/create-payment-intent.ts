import {
  type createPaymentIntentSchema,
  maskPaymentIds,
  PAYMENT_MESSAGES,
  type PaymentIntentResponse,
  paymentIntentResponseSchema,
  RESERVATION_MESSAGES,
} from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError, RESPONSE_MESSAGES } from '@/lib/api-error.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { requestIntent } from './join-request.ts';

/** `amount` is the total in cents the dialog shows; the server refuses one that differs from its own. */
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/** The wording of a failed intent creation (spec section 8, Payments). */
export function paymentIntentErrorMessage(e: unknown): string {
  if (!(e instanceof ApiError)) return PAYMENT_UI_MESSAGES.INIT_FAILED;
  if (e.status === 401) return PAYMENT_MESSAGES.AUTH_REQUIRED;
  if (e.message === RESPONSE_MESSAGES.successBodyUnparsable) {
    return PAYMENT_UI_MESSAGES.UNPARSABLE_RESPONSE;
  }
  if (e.message === RESPONSE_MESSAGES.successBodyNotJson) {
    return PAYMENT_UI_MESSAGES.UNEXPECTED_RESPONSE;
  }
  if (e.status >= 400 && e.status < 500 && e.serverMessage) return maskPaymentIds(e.serverMessage);
  // our own wording: a reply that was not a usable intent, or no security token
  if (e.status < 300 && e.message) return e.message;
  return PAYMENT_UI_MESSAGES.INIT_FAILED;
}

/** POST /api/stripe/create-payment-intent: the client secret of one seat's payment. */
export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentResponse> {
  const body = await apiRequest<unknown>('POST', '/api/stripe/create-payment-intent', input);
  const parsed = paymentIntentResponseSchema.safeParse(body);
  if (parsed.success) {
    // the card flow needs an amount above 0 (spec section 5, Payment)
    if (parsed.data.amount <= 0) throw new ApiError(200, RESERVATION_MESSAGES.INVALID_AMOUNT);
    return parsed.data;
  }
  const hasSecret =
    typeof body === 'object' &&
    body !== null &&
    typeof Reflect.get(body, 'clientSecret') === 'string';
  throw new ApiError(
    200,
    hasSecret ? PAYMENT_UI_MESSAGES.UNEXPECTED_RESPONSE : PAYMENT_UI_MESSAGES.NO_CLIENT_SECRET,
  );
}

/**
 * The intent the card form confirms: a booking's payment, or on a dinner that approves its guests
 * the request's authorization (decision 068).
 */
export function useCreatePaymentIntent(approval?: { price: number }) {
  return useMutation({
    mutationFn: (input: CreatePaymentIntentInput) =>
      approval
        ? requestIntent({
            eventId: input.eventId,
            price: approval.price,
            answers: { dietary: input.dietary, answer: input.answer, seats: input.seats },
          })
        : createPaymentIntent(input),
  });
}
