import type { messageResponseSchema, ResetPasswordRequest } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Asking for a reset link failed (the dialog and the reset page's first step). */
export const resetLinkErrorToast = {
  title: 'Error',
  describe: serverMessageOr('Failed to send reset link'),
};

/**
 * POST /api/auth/reset-password, which takes either `{ email }` (the dialog asks for a link) or
 * `{ token, password, confirmPassword }` (the page sets the new password).
 */
export function resetPassword(input: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password', input);
}

/** 'Forgot password?' in the sign-in dialog: a reset link for this email. */
export function useSendResetLink() {
  return useMutation({
    mutationFn: (input: { email: string }) => resetPassword(input),
    meta: { errorToast: resetLinkErrorToast },
  });
}

/** The reset page's second step: the new password, with the emailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      resetPassword(input),
    meta: { errorToast: { title: 'Error', describe: serverMessageOr('Failed to reset password') } },
  });
}
