import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import type { MessageResponse } from './send-reset-link.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The reset page's second step: POST /api/auth/reset-password with the emailed token. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: {
      errorToast: {
        title: 'Error',
        describe: serverMessageOr('Failed to reset password'),
      },
    },
  });
}
