import type { FollowChangeResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/follows/{hostId} to follow, DELETE to unfollow. */
export function changeFollow(hostId: number, follow: boolean): Promise<FollowChangeResponse> {
  return apiRequest<FollowChangeResponse>(follow ? 'POST' : 'DELETE', `/api/follows/${hostId}`);
}

export function useChangeFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hostId, follow }: { hostId: number; follow: boolean }) =>
      changeFollow(hostId, follow),
    meta: { errorToast: { title: 'Error' } },
    onSettled: () => invalidate(queryClient, staleAfter.followChanged),
  });
}
