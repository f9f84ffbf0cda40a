import { formatEventDate, formatEventTime, type MyWaitlistItem } from '@storytable/domain';
import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { TabError } from '@/components/tab-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { useMyWaitlists } from '../api/get-my-waitlists.ts';
import { offerDeadlineText } from '../lib/offer-deadline.ts';

function WaitlistItem({ item }: { item: MyWaitlistItem }) {
  const offered = item.status === 'offered' && item.offerExpiresAt;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <Link
          href={`/event/${item.eventId}`}
          className="font-serif text-lg font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {item.eventTitle}
        </Link>
        <p className="text-sm text-muted">
          {formatEventDate(item.eventDateTime, item.eventTimeZone)} at{' '}
          {formatEventTime(item.eventDateTime, item.eventTimeZone)}
        </p>
      </div>
      {offered ? (
        <p className="text-sm font-medium text-ink sm:max-w-64 sm:text-right">
          A seat is held for you until {offerDeadlineText(offered, item.eventTimeZone)}: claim it on
          the dinner's page.
        </p>
      ) : (
        <Badge tone="yellow" className="self-start sm:self-auto">
          You're #{item.position} on the waitlist
        </Badge>
      )}
    </li>
  );
}

/** The guest's waitlists and open seat offers, under their upcoming dinners; nothing when none. */
export function MyWaitlists() {
  const q = useMyWaitlists();
  if (q.isError)
    return (
      <TabError
        error={q.error}
        fallback="Could not load your waitlists."
        onRetry={() => q.refetch()}
      />
    );
  if (!q.data?.length) return null;
  return (
    <section aria-labelledby="my-waitlists" className="space-y-3">
      <h3
        id="my-waitlists"
        className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase"
      >
        <Hourglass aria-hidden="true" className="size-4" />
        Waitlists
      </h3>
      <ul className="space-y-3">
        {q.data.map((item) => (
          <WaitlistItem key={item.eventId} item={item} />
        ))}
      </ul>
    </section>
  );
}
