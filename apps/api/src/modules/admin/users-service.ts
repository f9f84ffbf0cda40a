import type { AdminUser, AdminUsersQuery, AdminUsersResponse } from '@storytable/domain';
import { ADMIN_USERS_PAGE_SIZE } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { searchUsers } from './admin-repository.ts';

/** The fields every admin list shows of a user. */
export const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  profileImage: u.profileImage,
  createdAt: u.createdAt.toISOString(),
  emailVerified: u.emailVerified,
  isAdmin: u.isAdmin,
  isHost: u.isHost,
  isVerifiedHost: u.isVerifiedHost,
  idmeVerified: u.idmeVerified,
  manualReviewStatus: u.manualReviewStatus,
});

/** GET /api/admin/users?search=&page= */
export async function listUsers(
  deps: Pick<AppDeps, 'db'>,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const page = query.page ?? 1;
  const { rows, total } = await searchUsers(deps.db, query.search || undefined, page);
  return {
    users: rows.map(toAdminUser),
    total,
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    totalPages: Math.ceil(total / ADMIN_USERS_PAGE_SIZE),
  };
}
