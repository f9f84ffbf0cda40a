import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { forgetSession } from '@/lib/end-session.ts';

export const deleteFailure = serverMessageOr('Failed to delete account. Please try again.');

/** DELETE /api/user with the current password typed again. */
export function deleteAccount(input: { currentPassword: string }): Promise<unknown> {
  return apiRequest('DELETE', '/api/user', input);
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
