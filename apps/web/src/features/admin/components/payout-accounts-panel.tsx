import { type ConnectAccount, connectAccountBadge } from '@storytable/domain';
import { format } from 'date-fns';
import { Landmark, Trash2 } from 'lucide-react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  cleanUpPayoutAccountsFailure,
  useCleanUpPayoutAccounts,
} from '../api/clean-up-payout-accounts.ts';
import {
  deletePayoutAccountFailure,
  useDeletePayoutAccount,
} from '../api/delete-payout-account.ts';
import { FETCH_PAYOUT_ACCOUNTS_FAILED, usePayoutAccounts } from '../api/get-payout-accounts.ts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function DeleteAccountButton({ account }: { account: ConnectAccount }) {
  const mutation = useDeletePayoutAccount();
  const name = account.business_profile.name ?? account.email ?? account.id;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Delete payout account ${name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
      title="Delete this payout account?"
      description={`${name} (${account.id}). This cannot be undone.`}
      consequences={[
        'The account is deleted at the payment provider.',
        'Its holder loses their payout setup and must connect a new account before taking paid reservations.',
      ]}
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      onConfirm={() => mutation.mutateAsync(account.id)}
      failure={deletePayoutAccountFailure}
    />
  );
}

function CleanUpButton({ disabled }: { disabled: boolean }) {
  const mutation = useCleanUpPayoutAccounts();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm" disabled={disabled}>
          <Trash2 aria-hidden="true" className="size-4" />
          Clean up unused accounts
        </Button>
      }
      title="Clean up unused payout accounts?"
      description="Every payout account that no user holds is deleted at the payment provider: the accounts of deleted users and accounts a host has replaced. Accounts in use are kept."
      confirmLabel="Clean up"
      pendingLabel="Cleaning up..."
      onConfirm={() => mutation.mutateAsync()}
      failure={cleanUpPayoutAccountsFailure}
    />
  );
}

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
        {q.data.map((a) => {
          const badge = connectAccountBadge(a);
          return (
            <li
              key={a.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words text-ink">
                    {a.business_profile.name ?? 'No business name'}
                  </h3>
                  <Badge tone={badge === 'Active' ? 'green' : 'yellow'}>{badge}</Badge>
                </div>
                <p className="text-sm break-all text-muted">{a.email ?? 'No email'}</p>
                <p className="text-xs break-all text-muted">
                  <span className="font-mono">{a.id}</span> · created{' '}
                  {format(new Date(a.created * 1000), 'MMM d, yyyy')}
                </p>
              </div>
              <div className="shrink-0">
                <DeleteAccountButton account={a} />
              </div>
            </li>
          );
        })}
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
