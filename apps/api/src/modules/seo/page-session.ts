import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/sessions/session-repository.ts';
import { SESSION_COOKIE } from '../../platform/sessions/session-token.ts';

/** A page request's session, read as the API reads it (the session cache); null without one. */
export async function pageSession(
  deps: Pick<AppDeps, 'sessionCache'>,
  request: FastifyRequest,
): Promise<SessionUser> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? deps.sessionCache.sessionUser(token) : null;
}

/** The app draws the cookie bar for an account that has made no choice (decisions 074, 079). */
export const hasNoCookieChoice = (user: Pick<UserRow, 'cookieConsentAt'>) =>
  user.cookieConsentAt === null;
