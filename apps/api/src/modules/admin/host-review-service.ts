import {
  ADMIN_MESSAGES as A,
  ErrorCode,
  type HostApplicationDecision,
  type HostReviewItem,
  type HostVerificationDecision,
} from '@storytable/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hostDecisionEmail } from './admin-emails.ts';
import {
  findLiveUser,
  findUsersWhere,
  pendingApplication,
  pendingVerification,
} from './admin-repository.ts';
import { auditEntriesFor, recordAdminAction } from './audit-log.ts';
import { toAdminUser } from './users-service.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'mailer'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function reviewItems(deps: Pick<AppDeps, 'db'>, where: SQL | undefined) {
  const rows = await findUsersWhere(deps.db, where);
  const audit = await auditEntriesFor(
    deps.db,
    rows.map((u) => u.id),
  );
  return rows.map(
    (u): HostReviewItem => ({
      ...toAdminUser(u),
      hostExperience: u.hostExperience,
      hostExpertiseArea: u.hostExpertiseArea,
      hostEventsHosted: u.hostEventsHosted,
      hostInterests: u.hostInterests,
      idmeVerified: u.idmeVerified,
      idmeVerificationStatus: u.idmeVerificationStatus,
      idmeVerificationDate: iso(u.idmeVerificationDate),
      verifiedFullName: u.verifiedFullName,
      verifiedDocumentType: u.verifiedDocumentType,
      verifiedDocumentIssuer: u.verifiedDocumentIssuer,
      verifiedDocumentExpiry: u.verifiedDocumentExpiry,
      audit: audit.get(u.id) ?? [],
    }),
  );
}

export const pendingHostApplications = (deps: Pick<AppDeps, 'db'>) =>
  reviewItems(deps, pendingApplication);

export const pendingHostVerifications = (deps: Pick<AppDeps, 'db'>) =>
  reviewItems(deps, pendingVerification);

/**
 * Applies a decision to a user still in the given queue, with its audit row and the applicant's
 * email, in one transaction. A user no longer in the queue (decided by another admin meanwhile)
 * gets 409.
 */
async function decide(
  deps: Deps,
  admin: UserRow,
  userId: number,
  queue: { where: SQL | undefined; notPending: string },
  change: PgUpdateSetSource<typeof users>,
  audit: { action: Parameters<typeof recordAdminAction>[1]['action']; status: string },
  email: Parameters<typeof hostDecisionEmail>[2],
) {
  const target = await findLiveUser(deps.db, userId);
  if (!target) throw AppError.notFound(A.userNotFound);
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(change)
      .where(and(eq(users.id, userId), queue.where))
      .returning();
    if (!row) return null;
    await recordAdminAction(tx, {
      actor: admin,
      action: audit.action,
      target: row,
      details: { status: audit.status },
    });
    await deps.mailer.send(hostDecisionEmail(deps.config, row, email), tx);
    return row;
  });
  if (!changed) throw AppError.conflict(ErrorCode.CONFLICT, queue.notPending);
  return toAdminUser(changed);
}

/** POST /api/admin/approve-host-application/:userId */
export async function decideHostApplication(
  deps: Deps,
  admin: UserRow,
  userId: number,
  { status }: HostApplicationDecision,
) {
  const queue = { where: pendingApplication, notPending: A.noPendingApplication };
  if (status === 'approved') {
    const user = await decide(
      deps,
      admin,
      userId,
      queue,
      { isHost: true, becameHostAt: sql`now()`, manualReviewStatus: 'approved' },
      { action: 'approve_host_application', status },
      'application_approved',
    );
    return { message: A.applicationApproved, user };
  }
  const user = await decide(
    deps,
    admin,
    userId,
    queue,
    { manualReviewStatus: 'rejected' },
    { action: 'reject_host_application', status },
    'application_rejected',
  );
  return { message: A.applicationRejected, user };
}

/**
 * POST /api/admin/verify-user/:userId. Verified makes a host too (one the admin has not approved
 * separately). Rejected clears `idmeVerified`, so the user can run a new check from the profile's
 * 'Verification Failed' retry.
 */
export async function decideHostVerification(
  deps: Deps,
  admin: UserRow,
  userId: number,
  { status }: HostVerificationDecision,
) {
  const queue = { where: pendingVerification, notPending: A.noPendingVerification };
  if (status === 'verified') {
    const user = await decide(
      deps,
      admin,
      userId,
      queue,
      {
        isVerifiedHost: true,
        isHost: true,
        becameHostAt: sql`coalesce(${users.becameHostAt}, now())`,
        manualReviewStatus: 'verified',
      },
      { action: 'verify_host', status },
      'host_verified',
    );
    return { message: A.hostVerified, user };
  }
  const user = await decide(
    deps,
    admin,
    userId,
    queue,
    { manualReviewStatus: 'rejected', idmeVerificationStatus: 'rejected', idmeVerified: false },
    { action: 'reject_host_verification', status },
    'verification_rejected',
  );
  return { message: A.verificationRejected, user };
}

/** GET /api/admin/users/:id/audit */
export async function auditOfUser(deps: Pick<AppDeps, 'db'>, userId: number) {
  return (await auditEntriesFor(deps.db, [userId])).get(userId) ?? [];
}
