import { Link, useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { GuestList } from '@/features/guest-list/components/guest-list.tsx';
import { GuestListPrint } from '@/features/guest-list/components/guest-list-print.tsx';
import { HostMessages } from '@/features/messages/components/host-messages.tsx';
import { RestaurantBriefLine } from '@/features/restaurant-brief/components/restaurant-brief-line.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /event/:id/guests (guarded): the host's guest list of their dinner (decision 053). */
export function GuestListPage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Guest list');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={`/event/${eventId}`}>Back to the dinner</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Guest list</h1>
      <RestaurantBriefLine eventId={eventId} />
      <Link href={`/event/${eventId}/table`} className={buttonClasses('secondary', 'md')}>
        Open table mode
      </Link>
      <Link href={`/event/${eventId}/prompts`} className={buttonClasses('secondary', 'md')}>
        Prepare prompts
      </Link>
      <GuestList eventId={eventId} after={<HostMessages eventId={eventId} />} />
    </div>
  );
}

/** /event/:id/guests/print (guarded): the list for the restaurant, printed at once. */
export function GuestListPrintPage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Guest list');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="print:hidden">
        <BackLink href={`/event/${eventId}/guests`}>Back to the guest list</BackLink>
      </div>
      <GuestListPrint eventId={eventId} />
    </div>
  );
}
