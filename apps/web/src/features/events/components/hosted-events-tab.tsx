import { type CurrentUser, canCreateEvents, type Event } from '@storytable/domain';
import { Utensils } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useHostEvents } from '../api/get-host-events.ts';
import { splitHostedEvents } from '../lib/event-status.ts';
import { HostedEventItem } from './hosted-event-item.tsx';

/**
 * 'Your Events': every event the host has made: upcoming soonest first, then past and cancelled.
 * `upcomingExtra` adds to each upcoming one (the page passes the waitlist's count).
 */
export function HostedEventsTab({
  user,
  upcomingExtra,
}: {
  user: CurrentUser;
  upcomingExtra?: (event: Event) => ReactNode;
}) {
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
  const { upcoming, past } = splitHostedEvents(q.data);
  return (
    <div className="space-y-8">
      <HostedList
        title="Upcoming"
        events={upcoming}
        empty="No upcoming dinners."
        {...(upcomingExtra ? { extra: upcomingExtra } : {})}
      />
      {past.length ? <HostedList title="Past and cancelled" events={past} /> : null}
    </div>
  );
}

function HostedList({
  title,
  events,
  empty,
  extra,
}: {
  title: string;
  events: Event[];
  empty?: string;
  extra?: (event: Event) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h3>
      {events.length ? (
        <ul className="space-y-3">
          {events.map((e) => (
            <HostedEventItem key={e.id} event={e} extra={extra?.(e)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{empty}</p>
      )}
    </section>
  );
}
