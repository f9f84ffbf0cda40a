import { ErrorCode } from '@storytable/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  follows,
  newsletterSubscribers,
  oneTimeTokens,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  removeDuePayoutAccounts,
  schedulePayoutAccountRemoval,
} from '../../platform/payments/payout-account-removals.ts';
import { deleteUserSessions } from '../../platform/sessions/session-repository.ts';
import { closeBookings, settleClosedBookings } from './account-closure.ts';
import { accountDeletedEmail } from './account-removal-email.ts';

export const ADMIN_NOT_REMOVABLE = 'Admin accounts cannot be deleted';
/** What a removed account shows wherever its past remains (reviews, guest lists). */
export const FORMER_GUEST = 'Former guest';

/**
 * Removes an account (the user themself, or an admin): in one transaction, the user's upcoming
 * dinners are cancelled and their guests owed refunds, the user's upcoming seats cancelled
 * (refunded outside the cancellation cutoff), follows both ways, sessions, links, images and the
 * newsletter subscription deleted, and the row kept as a tombstone with nothing personal left,
 * so payments, refunds and reviews stay accountable ('Former guest'); a confirmation goes to the
 * address the account had. Refunds and guest emails follow the commit, and so does removing
 * image objects held in S3 and the payout account at the provider (scheduled in the
 * transaction, so an outage only delays it). Admin accounts are never
 * removed this way. `alsoInTransaction` adds the caller's own writes to that transaction (the
 * admin audit row).
 */
export async function removeAccount(
  deps: Pick<
    AppDeps,
    'db' | 'payments' | 'mailer' | 'config' | 'eventsCache' | 'images' | 'log' | 'metrics'
  >,
  target: UserRow,
  actor: UserRow,
  alsoInTransaction?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  if (target.isAdmin) throw AppError.forbidden(ADMIN_NOT_REMOVABLE, ErrorCode.FORBIDDEN);
  if (actor.id !== target.id && !actor.isAdmin) throw AppError.forbidden();
  if (target.deletedAt) return;
  const { closed, removeImages } = await deps.db.transaction(async (tx) => {
    const closed = await closeBookings(deps, tx, target.id);
    const removeImages = await deps.images.deleteOwned(tx, { ownerId: target.id });
    if (target.stripeConnectId)
      await schedulePayoutAccountRemoval(tx, target.id, target.stripeConnectId);
    // to the address the account had, in the outbox with the change: sent only if it commits
    await deps.mailer.send(
      accountDeletedEmail({
        appName: deps.config.appName,
        user: target,
        byAdmin: actor.id !== target.id,
        cancelledDinners: closed.cancelledEvents.length,
        refundedSeats: closed.refunds.length,
      }),
      tx,
    );
    await forgetPersonalData(tx, target);
    await alsoInTransaction?.(tx);
    return { closed, removeImages };
  });
  await removeImages();
  await settleClosedBookings(deps, closed, deps.log);
  // after the refunds, which go through it; a provider outage leaves it to the sweep
  await removeDuePayoutAccounts(deps, target.id).catch((err: unknown) =>
    deps.log.warn({ err, userId: target.id }, 'payout account removal left to the sweep'),
  );
}

async function forgetPersonalData(tx: DbOrTx, target: UserRow) {
  const id = target.id;
  await tx.delete(follows).where(or(eq(follows.followerId, id), eq(follows.hostId, id)));
  await deleteUserSessions(tx, id);
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
  await tx
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${target.email})`);
  await tx
    .update(users)
    .set({
      name: FORMER_GUEST,
      username: `deleted-${id}`,
      email: `deleted-${id}@deleted.invalid`,
      // not an argon2 hash: no password ever matches it
      passwordHash: '!deleted',
      emailVerified: false,
      lastVerificationSent: null,
      profileImage: null,
      bio: null,
      isHost: false,
      isVerifiedHost: false,
      hostExperience: null,
      hostExpertiseArea: null,
      hostEventsHosted: null,
      hostInterests: null,
      idmeVerified: false,
      idmeVerificationStatus: null,
      idmeUserId: null,
      idmeVerificationDate: null,
      manualReviewStatus: 'none',
      verifiedFullName: null,
      verifiedDocumentType: null,
      verifiedDocumentIssuer: null,
      verifiedDocumentExpiry: null,
      pendingEmail: null,
      stripeConnectId: null,
      stripeConnectStatus: null,
      stripeConnectOnboardingComplete: false,
      marketingEmails: false,
      marketingSms: false,
      cookieStatistics: false,
      cookieMarketing: false,
      cookieConsentAt: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, id));
}
