import type { ResetRequestInput } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { type MessageResponse, resetLinkErrorToast } from './reset-password.ts';

/** The reset page's first step: POST /api/auth/reset-request with {email}. */
export function requestReset(input: ResetRequestInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-request', input);
}

export function useRequestReset() {
  return useMutation({
    mutationFn: requestReset,
    meta: { errorToast: resetLinkErrorToast },
  });
}
