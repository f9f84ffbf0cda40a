import type { HostNoteEntry, HostNoteInput } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';

export const NOTE_FAILED = 'Failed to send your note';

/** POST /api/events/{id}/notes: a guest who came writes to the host, once. */
export function leaveNote(
  eventId: number,
  input: HostNoteInput,
): Promise<{ message: string; note: HostNoteEntry }> {
  return apiRequest('POST', `/api/events/${eventId}/notes`, input);
}

/** A refusal (a note already sent, not a guest who came) is toasted in the server's words. */
export function useLeaveNote(eventId: number) {
  return useMutation({
    mutationFn: (input: HostNoteInput) => leaveNote(eventId, input),
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(NOTE_FAILED) } },
  });
}
