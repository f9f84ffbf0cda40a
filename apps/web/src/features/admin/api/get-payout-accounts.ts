import type { ConnectAccount } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_PAYOUT_ACCOUNTS_FAILED = 'Failed to fetch Stripe Connect accounts';

/** GET /api/stripe/list-accounts: every payout (Connect) account at the provider. */
export async function getPayoutAccounts(signal?: AbortSignal): Promise<ConnectAccount[]> {
  return (await fetchQuery<ConnectAccount[]>('/api/stripe/list-accounts', 'throw', signal)) ?? [];
}

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.payoutAccounts,
    queryFn: ({ signal }) => getPayoutAccounts(signal),
  });

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
