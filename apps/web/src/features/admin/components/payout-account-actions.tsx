import type { ConnectAccount } from '@storytable/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  cleanUpPayoutAccountsFailure,
  useCleanUpPayoutAccounts,
} from '../api/clean-up-payout-accounts.ts';
import {
  deletePayoutAccountFailure,
  useDeletePayoutAccount,
} from '../api/delete-payout-account.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Deletes one payout account at the provider, after saying what follows. */
export function DeleteAccountButton({ account }: { account: ConnectAccount }) {
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

/** Deletes every payout account no user holds, after confirming. */
export function CleanUpButton({ disabled }: { disabled: boolean }) {
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
