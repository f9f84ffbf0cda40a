import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { forgetSession } from '@/lib/end-session.ts';
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
      forgetSession(queryClient);
      toast({ title: 'Successfully logged out' });
    },
  });
}
