import type { sendAgainResponseSchema } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const SEND_AGAIN_FAILED = 'Failed to queue the email again';
export const sendAgainFailure = serverMessageOr(SEND_AGAIN_FAILED);

/** POST /api/admin/emails/:id/send-again: one more try for a failed email. */
export function sendEmailAgain(emailId: number) {
  return apiRequest<z.infer<typeof sendAgainResponseSchema>>(
    'POST',
    `/api/admin/emails/${emailId}/send-again`,
  );
}

export function useSendEmailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailAgain,
    meta: { errorToast: { title: 'Error', describe: sendAgainFailure } },
    onSuccess: async (res) => {
      toast({ title: 'Email queued', description: res?.message });
      await invalidate(queryClient, staleAfter.emailQueuedAgain);
    },
  });
}
