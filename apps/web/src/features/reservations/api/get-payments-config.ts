import { type PaymentsConfig, paymentsConfigSchema } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';

/** GET /api/config: Stripe (with its publishable key) or the simulated card form. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const body = await fetchQuery<unknown>('/api/config', 'returnNull', signal);
  const parsed = paymentsConfigSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(0, PAYMENT_UI_MESSAGES.UNEXPECTED_RESPONSE);
  return parsed.data;
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentsConfig,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
  });

export function usePaymentsConfig(enabled = true) {
  return useQuery({ ...paymentsConfigQueryOptions(), enabled });
}
