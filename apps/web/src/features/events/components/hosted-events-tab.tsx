import { type CurrentUser, canCreateEvents } from '@storytable/domain';
import { Utensils } from 'lucide-react';
import { Link } from 'wouter';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useHostEvents } from '../api/get-host-events.ts';
import { HostedEventItem } from './hosted-event-item.tsx';

/** 'Your Events': every event the host has made, past and cancelled ones included. */
export function HostedEventsTab({ user }: { user: CurrentUser }) {
  const q = useHostEvents(true);
  if (q.isPending) return <TabLoading label="Loading your events" />;
  if (q.isError)
    return (
      <TabError
        error={q.error}
        fallback="Failed to fetch hosted events"
        onRetry={() => q.refetch()}
      />
    );
  if (q.data.length === 0)
    return (
      <TabEmpty
        icon={Utensils}
        title="No events yet"
        action={
          canCreateEvents(user) ? (
            <Link href="/create" className={buttonClasses('primary', 'sm')}>
              Create Event
            </Link>
          ) : (
            <Link href="/settings?tab=host" className={buttonClasses('primary', 'sm')}>
              Set up payouts
            </Link>
          )
        }
      >
        {canCreateEvents(user)
          ? 'Set your first table: the events you host show up here.'
          : 'Connect your payout account first, then set your first table.'}
      </TabEmpty>
    );
  return (
    <ul className="space-y-3">
      {q.data.map((e) => (
        <HostedEventItem key={e.id} event={e} />
      ))}
    </ul>
  );
}
