import { PROFILE_IMAGE_MAX_BYTES, SETTINGS_MESSAGES } from '@storytable/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { NotAnImage } from './square-jpegs.ts';

/** One file, field `image`, at most 5 MB (more is refused while it streams in); no other fields. */
export const IMAGE_UPLOAD_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
} as const;

/** Where a stored image is served (GET /api/images/:key). */
export const imageUrl = (key: string) => `/api/images/${key}`;

/** The upload's bytes: 'Image must be less than 5MB' past the limit, else the image rules. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  let file: Awaited<ReturnType<typeof request.file>>;
  try {
    file = await request.file();
  } catch {
    throw AppError.badRequest(SETTINGS_MESSAGES.NOT_AN_IMAGE);
  }
  if (file?.fieldname !== 'image') throw AppError.badRequest(SETTINGS_MESSAGES.NOT_AN_IMAGE);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw AppError.badRequest(SETTINGS_MESSAGES.IMAGE_TOO_LARGE);
    }
    throw AppError.badRequest(SETTINGS_MESSAGES.NOT_AN_IMAGE);
  }
}

/** An upload's encoding; bytes that are no image answer 'Please select an image file' (400). */
export function refuseNonImages<T>(encoding: Promise<T>): Promise<T> {
  return encoding.catch((err: unknown) => {
    if (err instanceof NotAnImage) throw AppError.badRequest(SETTINGS_MESSAGES.NOT_AN_IMAGE);
    throw err;
  });
}
