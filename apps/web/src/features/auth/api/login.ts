import type { CurrentUser, LoginInput } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/login', input);
}

/** POST /api/login: refreshes the user and reservations, toasts 'Successfully logged in'. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorToast: { title: 'Login Failed' } },
    onSuccess: async (user) => {
      clearCsrfToken(); // the session id changed
      queryClient.setQueryData(queryKeys.currentUser, user);
      toast({ title: 'Successfully logged in' });
      await invalidate(queryClient, staleAfter.signedIn);
    },
  });
}
