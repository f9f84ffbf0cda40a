import { ATTENDANCE_MESSAGES, type Event, HOST_NOTE_MAX, hasEventEnded } from '@storytable/domain';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useLeaveNote } from '../api/leave-note.ts';

/**
 * A private note to the host (decision 065), for a guest who came, once the dinner is over.
 * `attendance` is what the user's reservations say of this dinner (undefined while they load).
 */
export function NoteToHostForm({
  event,
  attendance,
}: {
  event: Pick<Event, 'id' | 'hostId' | 'dateTime'> & { host: { name: string } };
  attendance: { attended: boolean; noShow: boolean } | undefined;
}) {
  const { user } = useCurrentUser();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const leave = useLeaveNote(event.id);
  const came = attendance?.attended === true && !attendance.noShow;
  if (!user || user.id === event.hostId || !came || !hasEventEnded(event.dateTime)) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = note.trim();
    if (!trimmed) return setError(ATTENDANCE_MESSAGES.NOTE_REQUIRED);
    if (trimmed.length > HOST_NOTE_MAX) return setError(ATTENDANCE_MESSAGES.NOTE_TOO_LONG);
    setError(undefined);
    leave.mutate({ note: trimmed });
  };

  return (
    <section
      aria-labelledby="note-to-host-heading"
      className="rounded-3xl border border-line bg-white p-6"
    >
      <h2 id="note-to-host-heading" className="text-xl font-semibold text-ink">
        A private note to {event.host.name}
      </h2>
      {leave.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-success">
          {ATTENDANCE_MESSAGES.NOTE_SENT}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <TextAreaField
            label="Your note"
            hint={
              <span className="inline-flex items-center gap-1">
                <LockKeyhole aria-hidden="true" className="size-4" />
                Only your host reads it; it is not part of your review. One note per dinner.
              </span>
            }
            value={note}
            error={error}
            maxLength={HOST_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            disabled={leave.isPending}
            rows={3}
          />
          <Button type="submit" variant="secondary" disabled={leave.isPending}>
            {leave.isPending ? 'Sending...' : 'Send to the host'}
          </Button>
        </form>
      )}
    </section>
  );
}
