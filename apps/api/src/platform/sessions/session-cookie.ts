import type { FastifyReply } from 'fastify';
import type { SessionCookie } from './session-service.ts';
import { SESSION_COOKIE } from './session-token.ts';

/** Sets the session cookie; `secure` in production (HTTPS only). */
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
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
