import type { Event } from '@storytable/domain';
import { ImageFileButton } from '@/components/ui/image-file-button.tsx';
import { checkPickedImage } from '@/lib/image-file.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';

export const COVER_UPDATED = 'Cover image updated';

/** 'Add cover' / 'Change cover' on one of the host's dinners: the picked image replaces its cover. */
export function EventCoverButton({ event }: { event: Event }) {
  const upload = useUploadEventCover();
  const label = event.coverImage ? 'Change cover' : 'Add cover';
  const onPick = (file: File) => {
    if (checkPickedImage(file)) return;
    upload.mutate(
      { eventId: event.id, image: file },
      { onSuccess: () => toast({ title: COVER_UPDATED, description: event.title }) },
    );
  };
  return (
    <ImageFileButton
      label={upload.isPending ? 'Uploading…' : label}
      inputLabel={`${label}: ${event.title}`}
      disabled={upload.isPending}
      size="sm"
      onPick={onPick}
    />
  );
}
