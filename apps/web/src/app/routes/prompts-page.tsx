import { useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { EventNotFound } from '@/features/events/components/event-not-found.tsx';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { PromptsEditor } from '@/features/prompts/components/prompts-editor.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /event/:id/prompts (guarded): the host prepares the evening's conversation prompts. */
export function PromptsPage() {
  const { id } = useParams<{ id: string }>();
  const eventId = parseEventId(id);
  useDocumentTitle('Conversation prompts');
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink href={`/event/${eventId}/guests`}>Back to the guest list</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Conversation prompts</h1>
      <p className="text-muted">
        The questions you will ask the table, one at a time. Guests see them only at the dinner.
      </p>
      <PromptsEditor eventId={eventId} />
    </div>
  );
}
