import { ADMIN_MESSAGES as A } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeAccount } from '../profile/index.ts';
import { findLiveUser } from './admin-repository.ts';
import { recordAdminAction } from './audit-log.ts';

/**
 * DELETE /api/admin/users/:id. The account-removal service does the work (never an admin; seats
 * refunded, hosted dinners cancelled, personal data removed, accounting kept), with the audit row
 * in its transaction.
 */
export async function deleteUser(deps: AppDeps, admin: UserRow, userId: number) {
  const target = await findLiveUser(deps.db, userId);
  if (!target) throw AppError.notFound(A.userNotFound);
  await removeAccount(deps, target, admin, (tx) =>
    recordAdminAction(tx, {
      actor: admin,
      action: 'delete_user',
      target,
      details: { wasHost: target.isHost },
    }),
  );
  return { message: A.userDeleted };
}
