import type { Event } from '@storytable/domain';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { isNotFound } from '@/lib/api-error.ts';
import { useIsClientSoon } from '@/lib/use-is-client.ts';
import { useEvent } from '../api/get-event.ts';
import { parseEventId } from '../lib/event-status.ts';
import { EventDetailSkeleton } from './event-detail-skeleton.tsx';
import { EventFirstScreenIsland } from './event-first-screen-island.tsx';
import { EventNotFound } from './event-not-found.tsx';

function EventById({ id, children }: { id: number; children: (event: Event) => ReactNode }) {
  const query = useEvent(id);
  // a visitor's page arrives with the dinner's first screen written by the server (decision 055):
  // hydration keeps it, and the dinner the server sent along is drawn over it right after
  const hydrated = useIsClientSoon();
  if (!hydrated) return <EventFirstScreenIsland />;
  if (query.isPending) return <EventDetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <EventNotFound />;
    return <PageLoadError what="event" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/**
 * The event page's frame (spec section 2): 'Back to events', then the event of the address's
 * `id` once loaded (`children` draws it), or its loading, missing and failed states.
 */
export function EventLoader({
  id,
  children,
}: {
  id: string | undefined;
  children: (event: Event) => ReactNode;
}) {
  const eventId = parseEventId(id);
  return (
    <div className="space-y-6">
      <BackLink href="/events">Back to events</BackLink>
      {eventId === null ? <EventNotFound /> : <EventById id={eventId}>{children}</EventById>}
    </div>
  );
}
