import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index.ts';
import { hashToken, SESSION_COOKIE } from '../platform/sessions/session-token.ts';
import { isApiRoute } from './api-route.ts';

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
  // Read-your-writes on this instance: a state-changing call may have changed a user or a
  // session, and its NOTIFY can arrive after the client's next request (other instances catch
  // up through the notification itself).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') app.deps.sessionCache.invalidate();
  });
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const found = await app.deps.sessionCache.sessionUser(id);
    if (found) {
      request.user = found.user;
      request.sessionId = id;
    }
  });
});
