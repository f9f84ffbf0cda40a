import { useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { TablePrompts } from '@/features/prompts/components/table-prompts.tsx';
import { TableMode } from '@/features/table-mode/components/table-mode.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /event/:id/table (guarded): the host checks guests in on their phone (decision 061). */
export function TableModePage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Table mode');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink href={`/event/${eventId}/guests`}>Back to the guest list</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Table mode</h1>
      <TableMode eventId={eventId} after={<TablePrompts eventId={eventId} />} />
    </div>
  );
}
