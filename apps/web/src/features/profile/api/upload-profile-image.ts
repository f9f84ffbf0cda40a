import type { UserUpdatedResponse } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

/** POST /api/user/profile-image: the cropped JPEG as multipart field `image`. */
export function uploadProfileImage(image: Blob): Promise<UserUpdatedResponse> {
  const body = new FormData();
  body.append('image', image, 'profile.jpg');
  return apiRequest<UserUpdatedResponse>('POST', '/api/user/profile-image', body);
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr('Failed to upload image') } },
    onSuccess: () => invalidate(queryClient, staleAfter.profileChanged),
  });
}
