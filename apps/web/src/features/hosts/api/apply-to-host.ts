import type { HostApplication, HostApplicationResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/user/become-host: the answers go to the admins' review queue. */
export function applyToHost(input: HostApplication): Promise<HostApplicationResponse> {
  return apiRequest<HostApplicationResponse>('POST', '/api/user/become-host', input);
}

export function useApplyToHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToHost,
    meta: {
      errorToast: {
        title: 'Application Error',
        describe: serverMessageOr('Failed to submit host application'),
      },
    },
    onSuccess: () => invalidate(queryClient, staleAfter.hostStandingChanged),
  });
}
