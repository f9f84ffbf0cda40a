import { ErrorCode } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, verifyCsrfToken } from '../platform/csrf/csrf-token.ts';
import { isApiRoute } from './api-route.ts';
import { sendError } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls from other servers that carry their own signature instead of a browser token. */
const EXEMPT = new Set(['/api/stripe/webhook']);

/**
 * Every state-changing /api call needs a valid X-CSRF-Token bound to this browser's csrf cookie.
 * Callback style: every request passes here, and a synchronous check needs no promise.
 */
export const csrfGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return done();
    if (EXEMPT.has(request.routeOptions.url ?? '')) return done();
    const token = request.headers['x-csrf-token'];
    if (typeof token !== 'string' || token.length === 0) {
      // answered here: the request goes no further (done is not called)
      sendError(reply, 403, ErrorCode.CSRF_MISSING, 'CSRF token missing');
      return;
    }
    const binding = request.cookies[CSRF_COOKIE];
    if (!binding || !verifyCsrfToken(app.deps.config.sessionSecret, binding, token)) {
      sendError(reply, 403, ErrorCode.CSRF_INVALID, 'Invalid or expired CSRF token');
      return;
    }
    done();
  });
});
