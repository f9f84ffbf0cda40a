import type { HostDecisionResponse, HostVerificationDecision } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { HOST_APPLICATION_UPDATED } from './decide-application.ts';

export const UPDATE_VERIFICATION_FAILED = 'Failed to update verification status';

/** POST /api/admin/verify-user/:userId with {status: verified | rejected}. */
export function decideVerification(input: { userId: number } & HostVerificationDecision) {
  return apiRequest<HostDecisionResponse>('POST', `/api/admin/verify-user/${input.userId}`, {
    status: input.status,
  });
}

/** The spec has one success toast for both decisions; the server's answer says which. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(UPDATE_VERIFICATION_FAILED) } },
    onSuccess: async (res) => {
      toast({ title: HOST_APPLICATION_UPDATED, description: res?.message });
      await invalidate(queryClient, staleAfter.adminReviewed);
    },
  });
}
