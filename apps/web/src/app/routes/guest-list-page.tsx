import { Link, useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useEvent } from '@/features/events/api/get-event.ts';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { GuestList } from '@/features/guest-list/components/guest-list.tsx';
import { GuestListPrint } from '@/features/guest-list/components/guest-list-print.tsx';
import { HostNotesList } from '@/features/host-notes/components/host-notes-list.tsx';
import { HostMessages } from '@/features/messages/components/host-messages.tsx';
import { RestaurantBriefLine } from '@/features/restaurant-brief/components/restaurant-brief-line.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** The guests' private notes, for the dinner's host only: an admin on the list is not asked. */
function NotesForHost({ eventId }: { eventId: number }) {
  const { user } = useCurrentUser();
  const { data: event } = useEvent(eventId);
  if (!user || !event || event.hostId !== user.id) return null;
  return <HostNotesList eventId={eventId} />;
}

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
      <Link href={`/event/${eventId}/requests`} className={buttonClasses('secondary', 'md')}>
        Requests to join
      </Link>
      <GuestList
        eventId={eventId}
        after={
          <>
            <HostMessages eventId={eventId} />
            <NotesForHost eventId={eventId} />
          </>
        }
      />
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
