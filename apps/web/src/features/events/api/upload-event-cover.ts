import type { Event } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, staleAfter } from '@/lib/query-keys.ts';

export const COVER_UPLOAD_FAILED = 'Failed to upload image';

/** POST /api/events/:id/cover-image: the picked file as multipart field `image`. */
export function uploadEventCover({ eventId, image }: { eventId: number; image: File }) {
  const body = new FormData();
  body.append('image', image, image.name || 'cover.jpg');
  return apiRequest<Event>('POST', `/api/events/${eventId}/cover-image`, body);
}

/** A refusal shows the server's message in a destructive 'Error' toast; anything else the fallback. */
export function useUploadEventCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEventCover,
    meta: { errorToast: { title: 'Error', describe: serverMessageOr(COVER_UPLOAD_FAILED) } },
    onSuccess: () => invalidate(queryClient, staleAfter.eventCreated),
  });
}
