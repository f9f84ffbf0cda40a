import {
  type CreateJoinRequestResponse,
  type GuestJoinRequest,
  type JoinRequest,
  type PaymentIntentResponse,
  priceOfSeats,
} from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';

/** The booking's answers as a request takes them; absent fields are left out. */
type RequestBody = Partial<Record<keyof AnswersBody, unknown>>;

import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';

/** POST /api/events/{id}/requests: a request to join with the booking's party and answers. */
export function sendJoinRequest(eventId: number, answers: RequestBody | undefined) {
  return apiRequest<CreateJoinRequestResponse>(
    'POST',
    `/api/events/${eventId}/requests`,
    answers ?? {},
  );
}

/**
 * A paid request as the card form takes a payment intent: the manual-capture intent the request
 * made, with the party's figures (the card is authorized, not charged, decision 068).
 */
export async function requestIntent(input: {
  eventId: number;
  price: number;
  answers: RequestBody | undefined;
}): Promise<PaymentIntentResponse> {
  const made = await sendJoinRequest(input.eventId, input.answers);
  if (!made.clientSecret || !made.paymentIntentId)
    throw new ApiError(200, PAYMENT_UI_MESSAGES.NO_CLIENT_SECRET);
  const seats = made.request.seats;
  const { fee } = priceOfSeats(input.price, seats);
  return {
    clientSecret: made.clientSecret,
    paymentIntentId: made.paymentIntentId,
    amount: made.request.amount,
    price: input.price,
    fee,
  };
}

/** GET /api/events/{id}/requests/mine: the guest's open request, or null. */
export async function getMyRequest(eventId: number, signal?: AbortSignal) {
  const body = await fetchQuery<{ request: JoinRequest | null }>(
    `/api/events/${eventId}/requests/mine`,
    'throw',
    signal,
  );
  return body?.request ?? null;
}

export function useMyRequest(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.myRequest(eventId),
    queryFn: ({ signal }) => getMyRequest(eventId, signal),
    enabled,
  });
}

/** After the card form: the request waits for the host once the card is authorized. */
export async function confirmAuthorized(eventId: number): Promise<JoinRequest | null> {
  const mine = await getMyRequest(eventId);
  if (!mine) return null;
  const res = await apiRequest<{ request: JoinRequest }>(
    'POST',
    `/api/requests/${mine.id}/authorized`,
  );
  return res.request;
}

export function useWithdrawRequest(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/requests/${id}/withdraw`),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to withdraw the request') },
    },
    onSuccess: async () => {
      toast({ title: 'Request withdrawn', description: 'Your card hold, if any, is released.' });
      await invalidate(queryClient, [queryKeys.events.myRequest(eventId), queryKeys.myRequests]);
    },
  });
}

/** GET /api/requests: the guest's requests waiting for a host. */
export function useMyRequests() {
  return useQuery({
    queryKey: queryKeys.myRequests,
    queryFn: async ({ signal }) =>
      (await fetchQuery<GuestJoinRequest[]>('/api/requests', 'throw', signal)) ?? [],
  });
}
