import { ADMIN_MESSAGES } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const DELETE_USER_FAILED = 'Failed to delete user';
export const deleteUserFailure = serverMessageOr(DELETE_USER_FAILED);

/** DELETE /api/admin/users/:id: the account-removal service (never an admin). */
export function deleteUser(userId: number) {
  return apiRequest<{ message: string }>('DELETE', `/api/admin/users/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorToast: { title: 'Error', describe: deleteUserFailure } },
    onSuccess: async () => {
      toast({ title: ADMIN_MESSAGES.userDeleted });
      await invalidate(queryClient, staleAfter.adminReviewed);
    },
  });
}
