import { FOLLOW_MESSAGES, type Follow, type FollowChangeResponse } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { deleteFollow, findFollowedHosts, insertFollow } from './follow-repository.ts';

type Deps = Pick<AppDeps, 'db'>;

export async function listFollows(deps: Deps, follower: UserRow): Promise<Follow[]> {
  const hosts = await findFollowedHosts(deps.db, follower.id);
  return hosts.map((host) => ({ host }));
}

/** Follow a host: never yourself, only hosts; following twice is harmless. */
export async function followHost(
  deps: Deps,
  follower: UserRow,
  hostId: number,
): Promise<FollowChangeResponse> {
  if (hostId === follower.id) throw AppError.badRequest(FOLLOW_MESSAGES.yourself);
  const host = await findUserById(deps.db, hostId);
  if (!host) throw AppError.notFound(FOLLOW_MESSAGES.hostNotFound);
  if (!host.isHost) throw AppError.badRequest(FOLLOW_MESSAGES.notAHost);
  await insertFollow(deps.db, follower.id, hostId);
  return { hostId, following: true };
}

/** Unfollow: harmless when not following. */
export async function unfollowHost(
  deps: Deps,
  follower: UserRow,
  hostId: number,
): Promise<FollowChangeResponse> {
  await deleteFollow(deps.db, follower.id, hostId);
  return { hostId, following: false };
}
