import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/user/bio with `{ bio }` (at most 500 characters). */
export function updateBio(bio: string): Promise<unknown> {
  return apiRequest('POST', '/api/user/bio', { bio });
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    meta: { errorToast: { title: 'Error' } },
    onSuccess: () => invalidate(queryClient, staleAfter.profileChanged),
  });
}
