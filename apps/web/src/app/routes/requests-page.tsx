import { useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { RequestsList } from '@/features/requests/components/requests-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /event/:id/requests (guarded): the host answers requests to join their dinner (decision 068). */
export function RequestsPage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Requests to join');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={`/event/${eventId}/guests`}>Back to the guest list</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Requests to join</h1>
      <p className="text-sm text-muted">
        Approving takes the seats and charges the guest’s card; declining releases the hold.
        Requests lapse after 72 hours or when the 48-hour window before the dinner opens.
      </p>
      <RequestsList eventId={eventId} />
    </div>
  );
}
