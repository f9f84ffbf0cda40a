import { type GuestList, guestListFilename } from '@storytable/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError, errorFromResponse } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const guestListPath = (id: number) => `/api/events/${id}/guests`;

/** GET /api/events/{id}/guests: the dinner's guests, for its host and admins. */
export async function getGuestList(id: number, signal?: AbortSignal): Promise<GuestList> {
  const body = await fetchQuery<GuestList>(guestListPath(id), 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load the guest list');
  return body;
}

export function useGuestList(id: number) {
  return useQuery({
    queryKey: queryKeys.events.guestList(id),
    queryFn: ({ signal }) => getGuestList(id, signal),
  });
}

/** The same list as CSV (`Accept: text/csv`), saved under the dinner's file name. */
export async function downloadGuestListCsv(list: GuestList): Promise<void> {
  const res = await fetch(guestListPath(list.eventId), {
    headers: { Accept: 'text/csv' },
    credentials: 'include',
  });
  if (!res.ok) throw await errorFromResponse(res, 'query');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = guestListFilename(list);
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once click() returns; a tick later the URL may go
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
