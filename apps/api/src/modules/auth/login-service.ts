import {
  AUTH_MESSAGES,
  ErrorCode,
  type LoginInput,
  loginRateLimitedMessage,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientKey } from '../../platform/rate-limit/client-key.ts';
import {
  consume,
  type RateLimitResult,
  refund,
  reset,
} from '../../platform/rate-limit/rate-limiter.ts';
import { issueDeviceToken, readDeviceToken } from '../../platform/sessions/device-cookie.ts';
import { type SessionCookie, startSession } from '../../platform/sessions/session-service.ts';
import { hashPassword, verifyPassword } from '../../platform/users/password.ts';
import { findUserByEmail, findUserByUsername } from '../../platform/users/user-repository.ts';
import type { CurrentSession } from './auth-service.ts';
import { LOGIN_LIMITS } from './limits.ts';

/** The username field also accepts the account's email address. A username match wins. */
async function findLoginUser(db: DbOrTx, identifier: string): Promise<UserRow | null> {
  const byName = await findUserByUsername(db, identifier);
  if (byName || !identifier.includes('@')) return byName;
  return findUserByEmail(db, identifier);
}

// An unknown name still costs one argon2 verification, so timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;
async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword('storytable-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The login counter of an account, whether it was named by username or by email. */
export const accountLoginSubject = (userId: number) => `id:${userId}`;

/** A name that matches no account gets a counter of its own. */
const loginSubject = (user: UserRow | null, identifier: string) =>
  user ? accountLoginSubject(user.id) : `name:${identifier.toLowerCase()}`;

/**
 * Signs in `input`'s account from the client at `ip`, replacing the caller's current session.
 * A browser whose device cookie names this account is counted on its own (decision 041); any
 * other meets the per-client, per-account-and-client and per-account limits. A success answers
 * a new device token for the browser to keep.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  { ip, current, deviceToken }: { ip: string; current: CurrentSession; deviceToken?: string },
): Promise<{ user: UserRow; session: SessionCookie; deviceToken: string }> {
  const { db } = deps;
  const user = await findLoginUser(db, input.username);
  const subject = loginSubject(user, input.username);
  const client = clientKey(ip);
  const pair = `${subject}@${client}`;
  const known = readDeviceToken(deps.config.sessionSecret, deviceToken);
  const device = user && known?.userId === user.id ? known.device : null;
  const limit = await firstRefusal(
    device
      ? [() => consume(db, LOGIN_LIMITS.perDevice, device)]
      : [
          () => consume(db, LOGIN_LIMITS.perIp, client),
          // a blocked client does not get to run up the account's counters as well
          () => consume(db, LOGIN_LIMITS.perAccountClient, pair),
          () => consume(db, LOGIN_LIMITS.perAccount, subject),
        ],
  );
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    throw AppError.tooMany(
      ErrorCode.RATE_LIMITED,
      loginRateLimitedMessage(retryAfterSeconds),
      retryAfterSeconds,
    );
  }

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) {
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, 401, AUTH_MESSAGES.INVALID_CREDENTIALS);
  }

  if (device) {
    await reset(db, LOGIN_LIMITS.perDevice, device);
  } else {
    await reset(db, LOGIN_LIMITS.perAccountClient, pair);
    await refund(db, LOGIN_LIMITS.perAccount, subject);
    await refund(db, LOGIN_LIMITS.perIp, client);
  }
  return {
    user,
    session: await startSession(db, user.id, current.id),
    deviceToken: issueDeviceToken(deps.config.sessionSecret, user.id),
  };
}

/** Runs the checks in order and stops at the first that refuses. */
async function firstRefusal(checks: (() => Promise<RateLimitResult>)[]): Promise<RateLimitResult> {
  for (const check of checks) {
    const result = await check();
    if (!result.allowed) return result;
  }
  return { allowed: true };
}
