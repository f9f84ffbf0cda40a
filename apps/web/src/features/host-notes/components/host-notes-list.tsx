import { NotebookPen } from 'lucide-react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { NOTES_FAILED, useHostNotes } from '../api/get-host-notes.ts';

const noteDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The guests' private notes to the host of one dinner (decision 065): only its host sees them. */
export function HostNotesList({ eventId }: { eventId: number }) {
  const q = useHostNotes(eventId);
  // an admin manages the guest list too, but the notes are the host's alone
  if (q.error instanceof ApiError && q.error.status === 403) return null;
  return (
    <section aria-labelledby="host-notes-heading" className="space-y-3">
      <h2 id="host-notes-heading" className="text-lg font-semibold text-ink">
        Notes from your guests
      </h2>
      {q.isPending ? (
        <TabLoading label="Loading the notes" />
      ) : q.isError ? (
        <TabError error={q.error} fallback={NOTES_FAILED} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <TabEmpty icon={NotebookPen} title="No notes yet">
          After the dinner, guests who came can leave you a private note. Only you read them.
        </TabEmpty>
      ) : (
        <ul className="space-y-3">
          {q.data.map((n) => (
            <li key={n.guest.id} className="rounded-2xl border border-line bg-white p-4">
              <p className="whitespace-pre-line text-ink">{n.note}</p>
              <p className="mt-2 text-sm text-muted">
                {n.guest.name} · {noteDate.format(new Date(n.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
