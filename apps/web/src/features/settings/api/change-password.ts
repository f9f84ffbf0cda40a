import type { ChangePasswordInput, messageResponseSchema } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/user/password: the other sessions end, this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: { title: 'Error' } },
  });
}
