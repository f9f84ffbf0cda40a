import type { ChangeEmailInput } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { MessageResponse } from './change-password.ts';

/** POST /api/user/email: the new address is used once its confirmation link is opened. */
export function changeEmail(input: ChangeEmailInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/user/email', input);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
