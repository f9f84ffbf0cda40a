import type { HostApplicationDecision, HostDecisionResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const HOST_APPLICATION_UPDATED = 'Host application updated';
export const UPDATE_APPLICATION_FAILED = 'Failed to update host application status';

/** POST /api/admin/approve-host-application/:userId with {status: approved | rejected}. */
export function decideApplication(input: { userId: number } & HostApplicationDecision) {
  return apiRequest<HostDecisionResponse>(
    'POST',
    `/api/admin/approve-host-application/${input.userId}`,
    { status: input.status },
  );
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(UPDATE_APPLICATION_FAILED) } },
    onSuccess: async (res) => {
      toast({ title: HOST_APPLICATION_UPDATED, description: res?.message });
      await invalidate(queryClient, staleAfter.adminReviewed);
    },
  });
}
