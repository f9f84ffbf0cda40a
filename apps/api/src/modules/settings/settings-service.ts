import {
  AUTH_MESSAGES,
  type BioInput,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type CookieConsentInput,
  ErrorCode,
  formatEventWhen,
  type PreferencesInput,
  SETTINGS_MESSAGES,
  type UserUpdatedResponse,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail } from '../../platform/email/mailer.ts';
import {
  deleteOtherSessions,
  deleteUserSessions,
} from '../../platform/sessions/session-repository.ts';
import { assertCurrentPassword, hashPassword } from '../../platform/users/password.ts';
import { findUserByEmail, findUserById, updateUser } from '../../platform/users/user-repository.ts';
import { toCurrentUser } from '../../platform/users/user-serializer.ts';
import {
  accountNoticeEmail,
  CHANGE_EMAIL_TOKEN_TTL_MS,
  emailChangeEmail,
  issueToken,
  redeemToken,
  useAllTokens,
} from '../auth/index.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const updated = (message: string, user: UserRow | null): UserUpdatedResponse => {
  if (!user) throw AppError.unauthenticated();
  return { message, user: toCurrentUser(user) };
};

/** 'Your Storytable <what>': a notice to the account's address, sent if `tx` commits. */
function notifyAccount(deps: Deps, tx: DbOrTx, user: UserRow, what: string, lines: string[]) {
  return deps.mailer.send(
    accountNoticeEmail({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      to: user.email,
      name: user.name,
      subject: `Your ${deps.config.appName} ${what}`,
      lines,
    }),
    tx,
  );
}

export async function updateBio(deps: Deps, user: UserRow, input: BioInput) {
  const row = await updateUser(deps.db, user.id, { bio: input.bio || null });
  return updated(SETTINGS_MESSAGES.BIO_UPDATED, row);
}

export async function updatePreferences(deps: Deps, user: UserRow, input: PreferencesInput) {
  const row = await updateUser(deps.db, user.id, {
    marketingEmails: input.marketingEmails,
    marketingSms: input.marketingSms,
  });
  return updated(SETTINGS_MESSAGES.PREFERENCES_UPDATED, row);
}

export async function updateCookieConsent(deps: Deps, user: UserRow, input: CookieConsentInput) {
  const row = await updateUser(deps.db, user.id, {
    cookieStatistics: input.consent.statistics,
    cookieMarketing: input.consent.marketing,
    cookieConsentAt: new Date(),
  });
  return updated(SETTINGS_MESSAGES.COOKIE_CONSENT_UPDATED, row);
}

/**
 * A new password, after the current one is checked: every other session ends (this one stays)
 * and the account's address is told, with nothing secret in the email.
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordInput,
) {
  await assertCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteOtherSessions(tx, user.id, sessionId);
    // a reset link asked for earlier would undo this change
    await useAllTokens(tx, user.id, 'reset_password');
    await notifyAccount(deps, tx, user, 'password was changed', [
      `The password of your ${deps.config.appName} account was changed on ${formatEventWhen(new Date(), 'UTC')}, and every other device was signed out.`,
      'If this was not you, reset your password at once from the login dialog and tell us.',
    ]);
  });
  return { message: SETTINGS_MESSAGES.PASSWORD_CHANGED };
}

/**
 * Keeps the new address pending and emails a confirmation link to it; until the link is opened
 * the account logs in and is written to at the old address.
 */
export async function requestEmailChange(deps: Deps, user: UserRow, input: ChangeEmailInput) {
  await assertCurrentPassword(user, input.currentPassword);
  if (input.newEmail === user.email.toLowerCase()) {
    throw AppError.badRequest(SETTINGS_MESSAGES.SAME_EMAIL);
  }
  const holder = await findUserByEmail(deps.db, input.newEmail);
  if (holder && holder.id !== user.id) {
    throw AppError.conflict(ErrorCode.EMAIL_EXISTS, AUTH_MESSAGES.EMAIL_EXISTS);
  }
  await deps.db.transaction(async (tx) => {
    await useAllTokens(tx, user.id, 'change_email');
    await updateUser(tx, user.id, { pendingEmail: input.newEmail });
    const token = await issueToken(tx, user.id, 'change_email');
    await deps.mailer.send(
      emailChangeEmail({
        appName: deps.config.appName,
        to: input.newEmail,
        name: user.name,
        link: `${deps.config.appUrl}/api/confirm-email-change?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(Date.now() + CHANGE_EMAIL_TOKEN_TTL_MS),
      }),
      tx,
    );
  });
  return { message: SETTINGS_MESSAGES.EMAIL_CHANGE_SENT };
}

/** The browser that opened a link: its session, when it is signed in. */
export interface Opener {
  sessionId?: string;
  userId?: number;
}

/**
 * The link from the new address: the pending address becomes the account's (verified, since it
 * was just proven), and the old address is told. As after a password change, every other reset
 * and email link is void and every session ends but the opener's own (decision 045). False for a
 * bad, used or expired link, or when another account took the address meanwhile.
 */
export async function confirmEmailChange(
  deps: Deps,
  token: string,
  opener: Opener = {},
): Promise<boolean> {
  return applyEmailChange(deps, token, opener).catch((err: unknown) => {
    // another account registered the address between the check and the update
    if ((err as { code?: string }).code === '23505') return false;
    throw err;
  });
}

function applyEmailChange(deps: Deps, token: string, opener: Opener): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const used = await redeemToken(tx, token, 'change_email');
    if (!used) return false;
    const user = await findUserById(tx, used.userId);
    if (!user?.pendingEmail || user.deletedAt) return false;
    const holder = await findUserByEmail(tx, user.pendingEmail);
    if (holder && holder.id !== user.id) return false;
    await updateUser(tx, user.id, {
      email: user.pendingEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    // a link sent to the old address must not outlive it
    await useAllTokens(tx, user.id, 'reset_password');
    await useAllTokens(tx, user.id, 'change_email');
    await useAllTokens(tx, user.id, 'verify_email');
    if (opener.userId === user.id && opener.sessionId) {
      await deleteOtherSessions(tx, user.id, opener.sessionId);
    } else {
      await deleteUserSessions(tx, user.id);
    }
    await notifyAccount(deps, tx, user, 'email address was changed', [
      `Your ${deps.config.appName} account now uses ${maskEmail(user.pendingEmail)}. We will not write to this address again.`,
      'If this was not you, reply to this email at once so we can secure your account.',
    ]);
    return true;
  });
}
