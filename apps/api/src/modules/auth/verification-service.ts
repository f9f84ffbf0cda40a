import {
  AUTH_MESSAGES,
  ErrorCode,
  resendCooldownMessage,
  resendWaitSeconds,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  claimVerificationSend,
  findUserById,
  updateUser,
} from '../../platform/users/user-repository.ts';
import { toCurrentUser } from '../../platform/users/user-serializer.ts';
import { verificationEmail } from './auth-emails.ts';
import { issueToken, redeemToken, VERIFY_EMAIL_TOKEN_TTL_MS } from './one-time-tokens.ts';

/**
 * Emails a fresh verification link unless one went out less than 5 minutes ago; `returnTo` (a
 * dinner's page) is where the link returns once used. Returns the user with
 * `lastVerificationSent` stamped, or null while cooling down.
 */
export async function sendVerificationEmail(
  deps: AppDeps,
  user: UserRow,
  returnTo?: string,
): Promise<UserRow | null> {
  const claimed = await claimVerificationSend(deps.db, user.id, VERIFICATION_RESEND_COOLDOWN_MS);
  if (!claimed) return null;
  const token = await issueToken(deps.db, claimed.id, 'verify_email');
  const query = new URLSearchParams({ token, ...(returnTo ? { next: returnTo } : {}) });
  await deps.mailer.send(
    verificationEmail({
      appName: deps.config.appName,
      to: claimed.email,
      name: claimed.name,
      link: `${deps.config.appUrl}/api/verify-email?${query}`,
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TOKEN_TTL_MS),
    }),
  );
  return claimed;
}

export async function resendVerification(deps: AppDeps, user: UserRow) {
  if (user.emailVerified) {
    throw new AppError(ErrorCode.ALREADY_VERIFIED, 400, AUTH_MESSAGES.ALREADY_VERIFIED);
  }
  const sent = await sendVerificationEmail(deps, user);
  if (!sent) {
    const last = (await findUserById(deps.db, user.id))?.lastVerificationSent ?? new Date();
    const retryAfterSeconds = Math.max(1, resendWaitSeconds(last));
    throw AppError.tooMany(
      ErrorCode.RESEND_COOLDOWN,
      resendCooldownMessage(retryAfterSeconds),
      retryAfterSeconds,
    );
  }
  return { message: AUTH_MESSAGES.VERIFICATION_SENT, user: toCurrentUser(sent) };
}

/** Uses a verification link once. False when it is unknown, used or expired (VERIFY_EMAIL_LINK_HOURS). */
export async function verifyEmail(deps: AppDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const used = await redeemToken(tx, token, 'verify_email');
    if (!used) return false;
    await updateUser(tx, used.userId, { emailVerified: true });
    return true;
  });
}
