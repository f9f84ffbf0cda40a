import type { resendVerificationResponseSchema } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { serverMessageOr } from './api-error.ts';
import { queryKeys } from './query-keys.ts';
import { toast } from './toast.ts';

export const RESEND_VERIFICATION_FAILED = 'Failed to resend verification email';

type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

/** POST /api/resend-verification (profile banner, reserve attempt): a 429 carries the cooldown message. */
export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiRequest<ResendVerificationResponse>('POST', '/api/resend-verification');
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(RESEND_VERIFICATION_FAILED) } },
    onSuccess: (res) => {
      if (res?.user) queryClient.setQueryData(queryKeys.currentUser, res.user);
      toast({
        title: 'Email sent',
        description: res?.message || 'Please check your inbox.',
      });
    },
  });
}
