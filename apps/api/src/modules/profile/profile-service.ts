import type { PublicUser } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { toPublicUser } from '../../platform/users/user-serializer.ts';

export const USER_NOT_FOUND = 'User not found';

/** GET /api/users/:id: anyone may read a profile's public fields, nothing more. */
export async function getPublicProfile(deps: Pick<AppDeps, 'db'>, id: number): Promise<PublicUser> {
  const user = await findUserById(deps.db, id);
  if (!user || user.deletedAt) throw AppError.notFound(USER_NOT_FOUND);
  return toPublicUser(user);
}
