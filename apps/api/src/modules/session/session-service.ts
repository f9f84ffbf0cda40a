import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from '@storytable/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deleteSession, extendSession, insertSession } from './session-repository.ts';
import { hashToken, newToken, SESSION_COOKIE } from './session-token.ts';

function cookieOptions(deps: AppDeps, expires: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.isProduction,
    expires,
  };
}

/** Starts a fresh session (a new id on every login) and sets the cookie. */
export async function startSession(
  deps: AppDeps,
  reply: FastifyReply,
  userId: number,
  db: DbOrTx = deps.db,
) {
  const previous = reply.request.sessionId;
  if (previous) await deleteSession(db, previous);
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, { id: hashToken(token), userId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(deps, expiresAt));
}

export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await deleteSession(deps.db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Keep-alive: pushes the expiry out by another 14 days, but never past 30 days from sign-in
 * (audit finding 10: a stolen cookie kept alive must still die).
 */
export async function refreshSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!request.sessionId || !token) return;
  const wanted = new Date(Date.now() + SESSION_TTL_MS);
  const expiresAt = await extendSession(
    deps.db,
    request.sessionId,
    wanted,
    SESSION_ABSOLUTE_TTL_MS,
  );
  if (expiresAt) reply.setCookie(SESSION_COOKIE, token, cookieOptions(deps, expiresAt));
}
