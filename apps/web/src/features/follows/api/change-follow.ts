import type { FollowChangeResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followsQueryKey } from '@/features/profile/api/get-follows.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/follows/{hostId} to follow, DELETE to unfollow. */
export function changeFollow(hostId: number, follow: boolean): Promise<FollowChangeResponse> {
  return apiRequest<FollowChangeResponse>(follow ? 'POST' : 'DELETE', `/api/follows/${hostId}`);
}

/** Follow lists change what /api/user/events shows too (docs/decisions/005). */
export function useChangeFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hostId, follow }: { hostId: number; follow: boolean }) =>
      changeFollow(hostId, follow),
    meta: { errorToast: { title: 'Error' } },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/events'] }),
      ]),
  });
}
