import type { BioInput, UserUpdatedResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/user/bio (at most 500 characters; empty clears it). */
export function updateBio(input: BioInput): Promise<UserUpdatedResponse> {
  return apiRequest<UserUpdatedResponse>('POST', '/api/user/bio', input);
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: () => invalidate(queryClient, staleAfter.profileChanged),
  });
}
