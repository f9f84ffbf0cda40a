import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/logout');
}

/** POST /api/logout: the user becomes null, private data leaves the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: () => {
      clearCsrfToken();
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.currentUser[0] });
      toast({ title: 'Successfully logged out' });
    },
  });
}
