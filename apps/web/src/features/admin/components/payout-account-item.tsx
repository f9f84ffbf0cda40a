import { type ConnectAccount, connectAccountBadge } from '@storytable/domain';
import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge.tsx';
import { DeleteAccountButton } from './payout-account-actions.tsx';

/** One payout account: business name, Active or Pending, email, id and creation day, Delete. */
export function PayoutAccountItem({ account }: { account: ConnectAccount }) {
  const badge = connectAccountBadge(account);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-ink">
            {account.business_profile.name ?? 'No business name'}
          </h3>
          <Badge tone={badge === 'Active' ? 'green' : 'yellow'}>{badge}</Badge>
        </div>
        <p className="text-sm break-all text-muted">{account.email ?? 'No email'}</p>
        <p className="text-xs break-all text-muted">
          <span className="font-mono">{account.id}</span> · created{' '}
          {format(new Date(account.created * 1000), 'MMM d, yyyy')}
        </p>
      </div>
      <div className="shrink-0">
        <DeleteAccountButton account={account} />
      </div>
    </li>
  );
}
