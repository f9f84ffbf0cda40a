import { SIGNED_IN_COOKIE } from '@storytable/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index.ts';
import { setSignedInMarker } from '../platform/sessions/session-cookie.ts';
import type { SessionUser } from '../platform/sessions/session-repository.ts';
import { SESSION_COOKIE } from '../platform/sessions/session-token.ts';
import { isApiRoute } from './api-route.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route never changes its caller's user or session row (reserving a seat), so this
     * client's cached session stays: see the onSend hook below.
     */
    keepsSession?: boolean;
    /**
     * A GET that changes its caller's user (the emailed verification link): this client's cached
     * session goes as after a POST, or its next request could still see the old user until the
     * change's notification arrives.
     */
    changesSession?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request from the session cookie. */
    user: UserRow | null;
    /** Hash of the session token when a valid session was found. */
    sessionId: string | null;
    /** The session cache's entry behind `user` (shared by the requests it serves). */
    sessionEntry: SessionUser;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEntry', null);
  // Read-your-writes on this instance: a state-changing call may have changed its own user or
  // session, and the NOTIFY can arrive after the client's next request. Only this client's entry
  // goes: a change to anyone else reaches every instance through the notification itself, and
  // emptying the whole cache on every POST made each reservation cost every session a lookup.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const { keepsSession, changesSession } = request.routeOptions.config;
    if (
      changesSession ||
      (request.method !== 'GET' && request.method !== 'HEAD' && !keepsSession)
    ) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) app.deps.sessionCache.forget(token);
    }
    done(null, payload);
  });
  // Callback style with a synchronous cache hit: the busiest hook of every signed-in request.
  app.addHook('onRequest', (request, reply, done) => {
    const token = isApiRoute(request) ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token) return done();
    const secure = app.deps.config.isProduction;
    const cached = app.deps.sessionCache.cached(token);
    if (cached !== undefined) {
      signIn(request, reply, cached, secure);
      return done();
    }
    app.deps.sessionCache.sessionUser(token).then((found) => {
      signIn(request, reply, found, secure);
      done();
    }, done);
  });
});

function signIn(request: FastifyRequest, reply: FastifyReply, found: SessionUser, secure: boolean) {
  if (!found) return;
  // a session from before the signed-in marker existed gets one (decision 031)
  if (request.cookies[SIGNED_IN_COOKIE] === undefined)
    setSignedInMarker(reply, found.expiresAt, secure);
  request.user = found.user;
  request.sessionId = found.id;
  request.sessionEntry = found;
}
