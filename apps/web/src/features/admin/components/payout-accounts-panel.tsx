import { Landmark } from 'lucide-react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { FETCH_PAYOUT_ACCOUNTS_FAILED, usePayoutAccounts } from '../api/get-payout-accounts.ts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast.ts';
import { CleanUpButton } from './payout-account-actions.tsx';
import { PayoutAccountItem } from './payout-account-item.tsx';

/** The payout (Connect) accounts at the provider: list, delete one, clean up the unused ones. */
export function PayoutAccountsPanel() {
  const q = usePayoutAccounts();
  useFetchErrorToast(q, FETCH_PAYOUT_ACCOUNTS_FAILED);

  let body: React.ReactNode;
  if (q.isPending) body = <TabLoading label="Loading payout accounts" />;
  else if (q.isError)
    body = (
      <TabError
        error={q.error}
        fallback={FETCH_PAYOUT_ACCOUNTS_FAILED}
        onRetry={() => q.refetch()}
      />
    );
  else if (q.data.length === 0)
    body = (
      <TabEmpty icon={Landmark} title="No payout accounts">
        Accounts appear here once a host sets up payouts.
      </TabEmpty>
    );
  else
    body = (
      <ul className="divide-y divide-line">
        {q.data.map((a) => (
          <PayoutAccountItem key={a.id} account={a} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {q.data ? `${q.data.length} ${q.data.length === 1 ? 'account' : 'accounts'}` : null}
        </p>
        <CleanUpButton disabled={!q.data || q.data.length === 0} />
      </div>
      {body}
    </div>
  );
}
