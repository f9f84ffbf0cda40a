import type { ResetRequestInput } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';

export interface MessageResponse {
  message: string;
}

export const SEND_RESET_LINK_FALLBACK = 'Failed to send reset link';

/** The reset-password dialog asks for a link: POST /api/auth/reset-password with {email}. */
export function sendResetLink(input: ResetRequestInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password', input);
}

export function useSendResetLink() {
  return useMutation({
    mutationFn: sendResetLink,
    meta: {
      errorToast: {
        title: 'Error',
        describe: serverMessageOr(SEND_RESET_LINK_FALLBACK),
      },
    },
  });
}
