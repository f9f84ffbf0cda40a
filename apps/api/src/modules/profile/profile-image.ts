import { SETTINGS_MESSAGES, type UserUpdatedResponse } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { saveImages } from '../../platform/images/image-store.ts';
import { imageUrl, refuseNonImages } from '../../platform/images/image-upload.ts';
import { squareJpegs } from '../../platform/images/square-jpegs.ts';
import { updateUser } from '../../platform/users/user-repository.ts';
import { toCurrentUser } from '../../platform/users/user-serializer.ts';

export { imageUrl };

/**
 * A new profile photo: re-encoded to the avatar sizes, stored, pointed at by the user, and the
 * previous photo's rows deleted, in one transaction; their objects (S3) only once it committed.
 */
export async function setProfileImage(
  deps: Pick<AppDeps, 'db' | 'images'>,
  user: UserRow,
  upload: Buffer,
): Promise<UserUpdatedResponse> {
  const owner = { ownerId: user.id, kind: 'avatar' as const };
  const images = await refuseNonImages(squareJpegs(upload, `${owner.kind}:${owner.ownerId}`));
  const rows = await deps.images.put(images);
  const { row, afterCommit } = await deps.db.transaction(async (tx) => {
    await saveImages(tx, owner, rows);
    const afterCommit = await deps.images.deleteOwned(
      tx,
      owner,
      images.map((i) => i.key),
    );
    return {
      row: await updateUser(tx, user.id, { profileImage: imageUrl(images[0]!.key) }),
      afterCommit,
    };
  });
  await afterCommit();
  if (!row) throw AppError.unauthenticated();
  return { message: SETTINGS_MESSAGES.IMAGE_UPDATED, user: toCurrentUser(row) };
}
