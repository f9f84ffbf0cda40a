import type { CurrentUser, RegisterInput } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export function register(input: RegisterInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/register', input);
}

/** POST /api/register: signs the new user in and refreshes the user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: async (user) => {
      clearCsrfToken();
      queryClient.setQueryData(queryKeys.currentUser, user);
      toast({
        title: 'Successfully registered',
        description: `Check your inbox: we sent a link to ${user.email} to verify your email address.`,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
