import type { PublicUser } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { toPublicUser } from '../../platform/users/user-serializer.ts';

export const USER_NOT_FOUND = 'User not found';

/** A user anyone may look at: 404 for an unknown id or a removed account. */
export async function visibleUser(deps: Pick<AppDeps, 'db'>, id: number): Promise<UserRow> {
  const user = await findUserById(deps.db, id);
  if (!user || user.deletedAt) throw AppError.notFound(USER_NOT_FOUND);
  return user;
}

/** GET /api/users/:id: anyone may read a profile's public fields, nothing more. */
export async function getPublicProfile(deps: Pick<AppDeps, 'db'>, id: number): Promise<PublicUser> {
  return toPublicUser(await visibleUser(deps, id));
}
