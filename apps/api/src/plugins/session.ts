import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index.ts';
import { findSessionUser } from '../modules/session/session-repository.ts';
import { hashToken, SESSION_COOKIE } from '../modules/session/session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request from the session cookie. */
    user: UserRow | null;
    /** Hash of the session token when a valid session was found. */
    sessionId: string | null;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const found = await findSessionUser(app.deps.db, id);
    if (found) {
      request.user = found.user;
      request.sessionId = id;
    }
  });
});
