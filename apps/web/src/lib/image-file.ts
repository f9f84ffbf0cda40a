import { PROFILE_IMAGE_MAX_BYTES, SETTINGS_MESSAGES } from '@storytable/domain';

/** A picked image file's problem (spec section 5: images only, at most 5MB), or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return SETTINGS_MESSAGES.NOT_AN_IMAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return SETTINGS_MESSAGES.IMAGE_TOO_LARGE;
  return null;
}
