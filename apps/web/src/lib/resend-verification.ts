import { type resendVerificationResponseSchema, resendWaitSeconds } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { serverMessageOr } from './api-error.ts';
import { useCurrentUser } from './current-user.ts';
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

/**
 * Seconds until the signed-in user may ask for another verification email (0: now), ticking
 * down each second. The cooldown starts with the last email sent, sign-up's own included; the
 * server keeps the same rule (`resendWaitSeconds`).
 */
export function useResendWait(): number {
  const { user } = useCurrentUser();
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(user?.lastVerificationSent, now);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);
  return wait;
}

/** '4:05': minutes and seconds. */
export function waitClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
