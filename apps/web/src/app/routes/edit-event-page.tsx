import { useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { EditElsewhereLinks } from '@/features/events/components/edit-elsewhere-links.tsx';
import { EditEventScreen } from '@/features/events/components/edit-event-screen.tsx';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /event/:id/edit (guarded): the host edits their published dinner (decision 059). */
export function EditEventPage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Edit dinner');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={`/event/${eventId}`}>Back to the dinner</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Edit dinner</h1>
      <EditElsewhereLinks eventId={eventId} />
      <EditEventScreen eventId={eventId} />
    </div>
  );
}
