import type { deleteConnectAccountResponseSchema } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const DELETE_PAYOUT_ACCOUNT_FAILED = 'Failed to delete Stripe Connect account';
export const deletePayoutAccountFailure = serverMessageOr(DELETE_PAYOUT_ACCOUNT_FAILED);

/** DELETE /api/stripe/connect-account/:id: at the provider, and from whoever held it. */
export function deletePayoutAccount(accountId: string) {
  return apiRequest<z.infer<typeof deleteConnectAccountResponseSchema>>(
    'DELETE',
    `/api/stripe/connect-account/${encodeURIComponent(accountId)}`,
  );
}

export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayoutAccount,
    meta: { errorToast: { title: 'Error', describe: deletePayoutAccountFailure } },
    onSuccess: async (res) => {
      toast({ title: 'Payout account deleted', description: res?.id });
      await invalidate(queryClient, staleAfter.payoutAccountsChanged);
    },
  });
}
