import type { OpeningNotify } from '@storytable/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

/** GET /api/events/{id}/notify: whether I asked to be emailed at the opening. */
export async function getNotify(eventId: number, signal?: AbortSignal): Promise<boolean> {
  const body = await fetchQuery<OpeningNotify>(
    `/api/events/${eventId}/notify`,
    'returnNull',
    signal,
  );
  return body?.asked ?? false;
}

export const notifyQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.events.notify(eventId),
    queryFn: ({ signal }) => getNotify(eventId, signal),
  });

/** Asked only for a signed-in user. */
export function useNotify(eventId: number, enabled: boolean) {
  return useQuery({ ...notifyQueryOptions(eventId), enabled });
}

/** POST /api/events/{id}/notify to ask, DELETE to stop; the answer's message is the toast. */
export function useChangeNotify(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: boolean) =>
      apiRequest<OpeningNotify>(ask ? 'POST' : 'DELETE', `/api/events/${eventId}/notify`),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Could not change the reminder') },
    },
    onSuccess: (res) => {
      queryClient.setQueryData(notifyQueryOptions(eventId).queryKey, res.asked);
      if (res.message) toast({ title: res.message });
    },
  });
}
