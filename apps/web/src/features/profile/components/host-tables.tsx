import { type Event, formatEventDate } from '@storytable/domain';
import { CalendarDays, MapPin, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TabEmpty, TabError } from '@/components/tab-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useHostTables } from '../api/get-host-tables.ts';
import { SectionHeading } from './section-heading.tsx';

function TablesSkeleton() {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading tables</span>
      <Skeleton className="h-96 rounded-3xl" />
      <Skeleton className="hidden h-96 rounded-3xl sm:block" />
      <Skeleton className="hidden h-96 rounded-3xl lg:block" />
    </div>
  );
}

/** A dinner that has happened: its title (to its page), date and place. */
function PastTable({ event }: { event: Event }) {
  return (
    <li className="relative rounded-2xl border border-line bg-white p-4 transition-shadow hover:shadow-md">
      <Link
        href={`/event/${event.id}`}
        className="font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
      >
        {event.title}
      </Link>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
          {formatEventDate(event.dateTime, event.timeZone)}
        </span>
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span className="truncate">
            {event.restaurantName}, {event.city}
          </span>
        </span>
      </p>
    </li>
  );
}

/** A host's 'Upcoming tables': `renderEvent` is the listing's card, which the page passes in. */
export function UpcomingTables({
  id,
  hostName,
  renderEvent,
}: {
  id: string;
  hostName: string;
  renderEvent: (event: Event) => ReactNode;
}) {
  const q = useHostTables(id);
  return (
    <section aria-labelledby="host-upcoming" className="space-y-5">
      <SectionHeading id="host-upcoming">Upcoming tables</SectionHeading>
      {q.isPending ? (
        <TablesSkeleton />
      ) : q.isError ? (
        <TabError
          error={q.error}
          fallback="Failed to load this host's tables"
          onRetry={() => q.refetch()}
        />
      ) : q.data.upcoming.length === 0 ? (
        <TabEmpty icon={UtensilsCrossed} title="No upcoming tables">
          {hostName} has no dinners planned right now.
        </TabEmpty>
      ) : (
        // a phone scrolls the cards sideways (the next one peeks in); wider screens show a grid
        <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {q.data.upcoming.map((e) => (
            <li key={e.id} className="w-[85%] shrink-0 snap-start sm:w-auto">
              {renderEvent(e)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A host's 'Past tables', most recent first, each linking to its page. Reads the same answer as
 * the upcoming ones, whose section shows a failure (with its retry).
 */
export function PastTables({ id }: { id: string }) {
  const q = useHostTables(id);
  if (q.isError) return null;
  return (
    <section aria-labelledby="host-past" className="space-y-5">
      <SectionHeading id="host-past">Past tables</SectionHeading>
      {q.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading past tables</span>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : q.data.past.length === 0 ? (
        <p className="text-sm text-muted">No past tables yet.</p>
      ) : (
        <ul className="grid gap-3">
          {q.data.past.map((e) => (
            <PastTable key={e.id} event={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
