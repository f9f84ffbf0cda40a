import { PROFILE_IMAGE_MAX_BYTES, SETTINGS_MESSAGES } from '@storytable/domain';
import { toast } from './toast.ts';

/** A picked image file's problem (spec section 5: images only, at most 5MB), or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return SETTINGS_MESSAGES.NOT_AN_IMAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return SETTINGS_MESSAGES.IMAGE_TOO_LARGE;
  return null;
}

let problemToast: { dismiss(): void } | null = null;

/**
 * Checks a picked image: its problem is shown in a destructive 'Error' toast and returned; a
 * good image closes the toast an earlier bad pick left (it would still say the image is wrong).
 */
export function checkPickedImage(file: Pick<File, 'type' | 'size'>): string | null {
  const why = imageFileProblem(file);
  problemToast?.dismiss();
  problemToast = why ? toast({ variant: 'destructive', title: 'Error', description: why }) : null;
  return why;
}
