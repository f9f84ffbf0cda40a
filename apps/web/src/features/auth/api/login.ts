import type { CurrentUser, LoginInput } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { toast } from '@/lib/toast.ts';

/** Reservations are owned by a later feature; login refreshes them by their key. */
const reservationsQueryKey = ['/api/reservations'] as const;

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
      queryClient.setQueryData(currentUserQueryKey, user);
      toast({ title: 'Successfully logged in' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
      ]);
    },
  });
}
