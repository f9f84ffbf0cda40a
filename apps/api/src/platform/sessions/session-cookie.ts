import { SIGNED_IN_COOKIE } from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { SessionCookie } from './session-service.ts';
import { SESSION_COOKIE } from './session-token.ts';

/**
 * Sets the session cookie and its readable marker (decision 031); `secure` in production (HTTPS
 * only).
 */
export function setSessionCookie(
  reply: FastifyReply,
  { token, expiresAt }: SessionCookie,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
  setSignedInMarker(reply, expiresAt, secure);
}

/** The marker alone, for a session that predates it (see the session plugin). */
export function setSignedInMarker(reply: FastifyReply, expiresAt: Date, secure: boolean) {
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
