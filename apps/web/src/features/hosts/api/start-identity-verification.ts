import type { identityVerificationStartResponseSchema } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';

export type IdentityVerificationStart = z.infer<typeof identityVerificationStartResponseSchema>;

/** POST /api/stripe/identity-verification: a document check session and the page to do it on. */
export function startIdentityVerification(): Promise<IdentityVerificationStart> {
  return apiRequest<IdentityVerificationStart>('POST', '/api/stripe/identity-verification');
}

export function useStartIdentityVerification() {
  return useMutation({
    mutationFn: startIdentityVerification,
    meta: {
      errorToast: {
        title: 'Verification Error',
        describe: serverMessageOr('Failed to start verification'),
      },
    },
  });
}
