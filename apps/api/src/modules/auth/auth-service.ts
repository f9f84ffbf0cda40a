import type { RegisterInput } from '@storytable/domain';
import { AUTH_MESSAGES } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import {
  endSession,
  refreshSession,
  type SessionCookie,
  startSession,
} from '../../platform/sessions/session-service.ts';
import { createAccount } from '../../platform/users/account-service.ts';
import { sendVerificationEmail } from './verification-service.ts';

/** The caller's current session, if any: its id (hashed) and the token its cookie holds. */
export interface CurrentSession {
  id: string | null;
  token: string | undefined;
}

/** Registering creates the account, signs it in and emails the verification link. */
export async function register(
  deps: AppDeps,
  input: RegisterInput,
  current: CurrentSession,
): Promise<{ user: UserRow; session: SessionCookie }> {
  const user = await createAccount(deps.db, {
    username: input.username,
    email: input.email,
    name: input.name,
    password: input.password,
  });
  const session = await startSession(deps.db, user.id, current.id);
  return { user: (await sendVerificationEmail(deps, user, input.returnTo)) ?? user, session };
}

/** Logging out is fine without a session: the cookie is cleared either way. */
export async function logout(deps: AppDeps, current: CurrentSession) {
  await endSession(deps.db, current.id);
  return { success: true, message: AUTH_MESSAGES.LOGGED_OUT };
}

/** The session's cookie with its pushed-out expiry; null when there is nothing to extend. */
export async function keepAlive(
  deps: AppDeps,
  current: CurrentSession,
): Promise<SessionCookie | null> {
  if (!current.id || !current.token) return null;
  const expiresAt = await refreshSession(deps.db, current.id);
  return expiresAt ? { token: current.token, expiresAt } : null;
}
