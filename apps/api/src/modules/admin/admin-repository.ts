import { ADMIN_USERS_PAGE_SIZE } from '@storytable/domain';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const live = isNull(users.deletedAt);

/** Applied, not yet decided: the Host Applications tab. */
export const pendingApplication = and(
  live,
  eq(users.manualReviewStatus, 'pending'),
  eq(users.isHost, false),
  eq(users.isAdmin, false),
  isNotNull(users.hostExperience),
);

/**
 * Identity verified, waiting for an admin's verify or reject: the Pending Verifications tab. An
 * approved (unverified) host who verifies later is 'pending' again; one whose application was
 * approved after the check stays 'approved'.
 */
export const pendingVerification = and(
  live,
  eq(users.idmeVerified, true),
  eq(users.isVerifiedHost, false),
  eq(users.isAdmin, false),
  inArray(users.manualReviewStatus, ['pending', 'approved']),
);

export function findUsersWhere(db: DbOrTx, where: SQL | undefined) {
  return db.select().from(users).where(where).orderBy(asc(users.id)).limit(500);
}

export async function findLiveUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row ?? null;
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of live users, oldest first, matching name, username or email case-insensitively.
 * The page is bounded and reads by primary key order; the count runs beside it.
 */
export async function searchUsers(db: DbOrTx, search: string | undefined, page: number) {
  const term = search ? containing(search) : null;
  const where = term
    ? and(live, or(ilike(users.name, term), ilike(users.username, term), ilike(users.email, term)))
    : live;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
