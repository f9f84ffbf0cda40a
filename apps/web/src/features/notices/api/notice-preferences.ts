import { NOTICE_MESSAGES, type NoticePreferences } from '@storytable/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchQuery } from '@/lib/api-client.ts';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const PATH = '/api/user/notification-preferences';

/** GET /api/user/notification-preferences: each kind's delivery (hosts only). */
export async function getNoticePreferences(signal?: AbortSignal): Promise<NoticePreferences> {
  const body = await fetchQuery<NoticePreferences>(PATH, 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load your notification preferences');
  return body;
}

export function useNoticePreferences() {
  return useQuery({
    queryKey: queryKeys.noticePreferences,
    queryFn: ({ signal }) => getNoticePreferences(signal),
  });
}

/** PUT /api/user/notification-preferences: every kind at once; the answer is what was saved. */
export function saveNoticePreferences(input: NoticePreferences): Promise<NoticePreferences> {
  return apiRequest<NoticePreferences>('PUT', PATH, input);
}

export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNoticePreferences,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(NOTICE_MESSAGES.FAILED) } },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.noticePreferences, saved),
  });
}
