import {
  type DeleteAccountInput,
  type messageResponseSchema,
  SETTINGS_MESSAGES,
} from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { forgetSession } from '@/lib/end-session.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

export const deleteFailure = serverMessageOr(SETTINGS_MESSAGES.DELETE_FAILED);

/** DELETE /api/user with the current password typed again. */
export function deleteAccount(input: DeleteAccountInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('DELETE', '/api/user', input);
}

/** On success the session is gone: the user becomes null and private data leaves the cache. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    meta: {
      errorToast: { title: 'Error', describe: deleteFailure },
    },
    onSuccess: () => forgetSession(queryClient),
  });
}
