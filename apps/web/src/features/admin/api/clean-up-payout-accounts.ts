import type { cleanupAccountsResponseSchema } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const CLEAN_UP_PAYOUT_ACCOUNTS_FAILED = 'Failed to clean up Stripe Connect accounts';
export const cleanUpPayoutAccountsFailure = serverMessageOr(CLEAN_UP_PAYOUT_ACCOUNTS_FAILED);

/** DELETE /api/stripe/cleanup-accounts: deletes every account no user holds. */
export function cleanUpPayoutAccounts() {
  return apiRequest<z.infer<typeof cleanupAccountsResponseSchema>>(
    'DELETE',
    '/api/stripe/cleanup-accounts',
  );
}

export function useCleanUpPayoutAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanUpPayoutAccounts,
    meta: { errorToast: { title: 'Error', describe: cleanUpPayoutAccountsFailure } },
    onSuccess: async (res) => {
      const n = res?.deleted ?? 0;
      toast({
        title: 'Clean-up complete',
        description: `${n} unused payout ${n === 1 ? 'account' : 'accounts'} deleted.`,
      });
      await invalidate(queryClient, staleAfter.payoutAccountsChanged);
    },
  });
}
