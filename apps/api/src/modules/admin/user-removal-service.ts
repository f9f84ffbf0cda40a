import { ADMIN_MESSAGES as A } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeAccount } from '../profile/account-removal.ts';
import { findLiveUser } from './admin-repository.ts';
import { recordAdminAction } from './audit-log.ts';

/**
 * DELETE /api/admin/users/:id: never an admin. The account-removal service does the work (seats
 * refunded, hosted dinners cancelled, personal data removed, accounting kept).
 */
export async function deleteUser(deps: AppDeps, admin: UserRow, userId: number) {
  const target = await findLiveUser(deps.db, userId);
  if (!target) throw AppError.notFound(A.userNotFound);
  if (target.isAdmin) throw AppError.forbidden(A.cannotDeleteAdmin);
  await removeAccount(deps, target, admin);
  // removeAccount commits its own transaction; the audit row follows it
  await recordAdminAction(deps.db, {
    actor: admin,
    action: 'delete_user',
    target,
    details: { email: target.email, wasHost: target.isHost },
  });
  return { message: A.userDeleted };
}
