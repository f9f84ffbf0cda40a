import type { CurrentUser } from '@storytable/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { useRefreshPayoutStatus } from '../api/refresh-payout-status.ts';
import { payoutState } from '../lib/payout-state.ts';

/**
 * Back from the payout provider (/settings?tab=host&complete=true): refresh the status once,
 * refetch the user, say how it stands, then drop `complete` from the address so a reload does
 * not ask again.
 */
export function usePayoutReturn(returned: boolean, clearFlag: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPayoutStatus();
  const started = useRef(false);
  const { mutateAsync } = refresh;
  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    void mutateAsync()
      .then(() => {
        const user = queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser);
        if (user && payoutState(user) === 'complete') {
          toast({
            title: 'Payout setup complete',
            description: 'Your payout account is active. You can now create events.',
          });
        } else {
          toast({
            title: 'Payout setup pending',
            description:
              'Stripe is still checking your details, or some are missing. You can continue the setup at any time.',
          });
        }
      })
      .catch(() => {
        // the mutation's error toast has said it
      })
      .finally(clearFlag);
  }, [returned, mutateAsync, queryClient, clearFlag]);
  return refresh.isPending;
}
