import { AUTH_MESSAGES, ErrorCode } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consume, reset, resetAllStartingWith } from '../../platform/rate-limit/rate-limiter.ts';
import { deleteUserSessions } from '../../platform/sessions/session-repository.ts';
import { hashPassword } from '../../platform/users/password.ts';
import { findUserByEmail, updateUser } from '../../platform/users/user-repository.ts';
import { passwordResetEmail, passwordResetNoticeEmail } from './auth-emails.ts';
import { LOGIN_LIMITS, RESET_EMAIL_LIMIT } from './limits.ts';
import { accountLoginSubject } from './login-service.ts';
import { useAllTokens } from './one-time-token-repository.ts';
import {
  checkToken,
  issueToken,
  RESET_PASSWORD_TOKEN_TTL_MS,
  redeemToken,
} from './one-time-tokens.ts';

const neutral = { success: true, message: AUTH_MESSAGES.RESET_NEUTRAL };

/** Same answer whether or not the address has an account; only an account gets the link. */
export async function requestPasswordReset(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return neutral;
  const within = await consume(deps.db, RESET_EMAIL_LIMIT, `id:${user.id}`);
  if (!within.allowed) return neutral;
  const token = await issueToken(deps.db, user.id, 'reset_password');
  await deps.mailer.send(
    passwordResetEmail({
      appName: deps.config.appName,
      to: user.email,
      name: user.name,
      link: `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(Date.now() + RESET_PASSWORD_TOKEN_TTL_MS),
    }),
  );
  return neutral;
}

const invalidToken = () =>
  new AppError(ErrorCode.INVALID_TOKEN, 400, AUTH_MESSAGES.INVALID_RESET_TOKEN);

/**
 * Sets a new password with a reset link's token: the token is used once, every other reset link
 * of the account is retired, every session of the account ends (a thief is signed out too) and
 * the owner gets a security notice. Returns the account's id.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
): Promise<number> {
  // checked before hashing so a bad token costs no argon2 work; redeemed atomically below
  if (!(await checkToken(deps.db, input.token, 'reset_password'))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const used = await redeemToken(tx, input.token, 'reset_password');
    if (!used) return null;
    const user = await updateUser(tx, used.userId, { passwordHash });
    await useAllTokens(tx, used.userId, 'reset_password');
    await deleteUserSessions(tx, used.userId);
    // the owner hears of it even when it was not them: sent only if this commits
    if (user) await deps.mailer.send(passwordResetNoticeEmail(deps.config, user), tx);
    return used.userId;
  });
  if (userId === null) throw invalidToken();
  // the owner proved control of the mailbox: lift a lockout an attacker may have caused
  const subject = accountLoginSubject(userId);
  await reset(deps.db, LOGIN_LIMITS.perAccount, subject);
  await resetAllStartingWith(deps.db, LOGIN_LIMITS.perAccountClient, `${subject}@`);
  return userId;
}
