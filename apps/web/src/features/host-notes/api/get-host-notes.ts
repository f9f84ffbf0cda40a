import type { HostNoteEntry } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const NOTES_FAILED = 'Failed to load the notes';

/** GET /api/events/{id}/notes: the guests' private notes, for the dinner's host. */
export async function getHostNotes(id: number, signal?: AbortSignal): Promise<HostNoteEntry[]> {
  const body = await fetchQuery<HostNoteEntry[]>(`/api/events/${id}/notes`, 'throw', signal);
  if (!body) throw new ApiError(0, NOTES_FAILED);
  return body;
}

export function useHostNotes(id: number) {
  return useQuery({
    queryKey: queryKeys.events.notes(id),
    queryFn: ({ signal }) => getHostNotes(id, signal),
  });
}
