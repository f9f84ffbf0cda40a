import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows, users } from '../../db/schema/index.ts';

const followedHostColumns = {
  id: users.id,
  name: users.name,
  profileImage: users.profileImage,
  bio: users.bio,
  isHost: users.isHost,
  isVerifiedHost: users.isVerifiedHost,
  rating: users.rating,
  reviewCount: users.reviewCount,
};

/** The hosts `followerId` follows, most recently followed first. */
export function findFollowedHosts(db: DbOrTx, followerId: number) {
  return db
    .select(followedHostColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.hostId))
    .where(eq(follows.followerId, followerId))
    .orderBy(desc(follows.createdAt), desc(follows.hostId));
}

/** Adds the follow unless it exists: repeating it changes nothing. */
export async function insertFollow(db: DbOrTx, followerId: number, hostId: number) {
  await db.insert(follows).values({ followerId, hostId }).onConflictDoNothing();
}

export async function deleteFollow(db: DbOrTx, followerId: number, hostId: number) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)));
}
