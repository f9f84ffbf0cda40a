import type { Event } from '@storytable/domain';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { isNotFound } from '@/lib/api-error.ts';
import { useIsClient } from '@/lib/use-is-client.ts';
import { useEvent } from '../api/get-event.ts';
import { parseEventId } from '../lib/event-status.ts';
import { EventDetailSkeleton } from './event-detail-skeleton.tsx';
import { EventNotFound } from './event-not-found.tsx';

function EventById({ id, children }: { id: number; children: (event: Event) => ReactNode }) {
  const query = useEvent(id);
  // the server's first screen is the skeleton (decision 047): hydrate that, then show the dinner
  // it sent along with the page
  const hydrated = useIsClient();
  if (query.isPending || !hydrated) return <EventDetailSkeleton />;
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
