import type { ConnectStatusResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const PAYOUT_REFRESH_FAILED = 'Failed to check payout status';

/** POST /api/stripe/set-latest-stripe-data: the payout status, refreshed from the provider. */
export function refreshPayoutStatus(): Promise<ConnectStatusResponse> {
  return apiRequest<ConnectStatusResponse>('POST', '/api/stripe/set-latest-stripe-data');
}

/** Refreshes the status on the server, then the signed-in user that carries it. */
export function useRefreshPayoutStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPayoutStatus,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(PAYOUT_REFRESH_FAILED) } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
