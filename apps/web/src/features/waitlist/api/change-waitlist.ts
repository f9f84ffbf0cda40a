import type { waitlistResponseSchema } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, waitlistChanged } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

type Change = 'join' | 'leave' | 'decline';

const CALLS: Record<Change, { method: 'POST' | 'DELETE'; suffix: string; failed: string }> = {
  join: { method: 'POST', suffix: '', failed: 'Could not join the waitlist' },
  leave: { method: 'DELETE', suffix: '', failed: 'Could not leave the waitlist' },
  decline: { method: 'POST', suffix: '/decline', failed: 'Could not decline the seat' },
};

/** POST /api/events/{id}/waitlist (join, with the party's seats), DELETE (leave), POST .../decline. */
export function changeWaitlist(eventId: number, change: Change, body?: { seats: number }) {
  const { method, suffix } = CALLS[change];
  return apiRequest<Partial<z.infer<typeof waitlistResponseSchema>>>(
    method,
    `/api/events/${eventId}/waitlist${suffix}`,
    body,
  );
}

export function useChangeWaitlist(eventId: number, change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { seats: number }) => changeWaitlist(eventId, change, body),
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(CALLS[change].failed) } },
    onSuccess: (res) => {
      if (res?.message) toast({ title: res.message });
    },
    onSettled: () => invalidate(queryClient, waitlistChanged(eventId)),
  });
}
