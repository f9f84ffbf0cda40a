import {
  AUTH_MESSAGES,
  currentUserSchema,
  keepAliveResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  verifyEmailQuerySchema,
} from '@storytable/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { sendJson } from '../../lib/send-json.ts';
import { byClient, limitBy } from '../../platform/rate-limit/limit-hook.ts';
import {
  DEVICE_COOKIE,
  issueDeviceToken,
  setDeviceCookie,
} from '../../platform/sessions/device-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/session-cookie.ts';
import { SESSION_COOKIE } from '../../platform/sessions/session-token.ts';
import { ownViewJson } from '../../platform/users/own-view.ts';
import { toCurrentUser } from '../../platform/users/user-serializer.ts';
import { type CurrentSession, keepAlive, logout, register } from './auth-service.ts';
import { RESEND_LIMIT, RESET_REQUEST_LIMIT, signupLimit } from './limits.ts';
import { login } from './login-service.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

const currentSession = (request: FastifyRequest): CurrentSession => ({
  id: request.sessionId,
  token: request.cookies[SESSION_COOKIE],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: currentUserSchema } },
      preHandler: limitBy([signupLimit(deps.config.signupsPerHour), byClient]),
    },
    async (request, reply) => {
      const { user, session } = await register(deps, request.body, currentSession(request));
      setSessionCookie(reply, session, deps.config.isProduction);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const { user, session, deviceToken } = await login(deps, request.body, {
        ip: request.ip,
        current: currentSession(request),
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(reply, session, deps.config.isProduction);
      setDeviceCookie(reply, deviceToken, deps.config.isProduction);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const answer = await logout(deps, currentSession(request));
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.get(
    '/user',
    { preValidation: requireUser, schema: { response: { 200: currentUserSchema } } },
    // synchronous: the busiest signed-in read answers from the session cache with no promise
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      const entry = request.sessionEntry;
      if (!entry) return toCurrentUser(signedInUser(request));
      sendJson(reply, ownViewJson(entry));
      return undefined;
    },
  );

  app.post(
    '/session/keep-alive',
    { preValidation: requireUser, schema: { response: { 200: keepAliveResponseSchema } } },
    async (request, reply) => {
      const session = await keepAlive(deps, currentSession(request));
      if (session) setSessionCookie(reply, session, deps.config.isProduction);
      return { success: true as const };
    },
  );

  app.post(
    '/resend-verification',
    {
      preValidation: requireUser,
      schema: { response: { 200: resendVerificationResponseSchema } },
      preHandler: limitBy([RESEND_LIMIT, byClient]),
    },
    async (request) => resendVerification(deps, signedInUser(request)),
  );

  app.get(
    '/verify-email',
    {
      config: { changesSession: true },
      schema: {
        querystring: verifyEmailQuerySchema,
        response: {
          302: z
            .null()
            .describe(
              'Redirect to the dinner in `next` (or /profile) with ?verified=1, or /?verified=0 for a bad link',
            ),
        },
      },
    },
    async (request, reply) => {
      const { token, next } = request.query;
      const verified = token ? await verifyEmail(deps, token) : false;
      if (!verified) return reply.redirect('/?verified=0', 302);
      return reply.redirect(`${next ?? '/profile'}?verified=1`, 302);
    },
  );

  app.post(
    '/auth/reset-request',
    {
      schema: { body: resetRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limitBy([RESET_REQUEST_LIMIT, byClient]),
    },
    async (request) => requestPasswordReset(deps, request.body.email),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limitBy([RESET_REQUEST_LIMIT, byClient]),
    },
    async (request, reply) => {
      const { body } = request;
      if (!('token' in body)) return requestPasswordReset(deps, body.email);
      const userId = await resetPassword(deps, body);
      // every session of the account has ended: a browser signed in as it forgets its cookie
      if (request.user?.id === userId) clearSessionCookie(reply);
      // this browser proved the mailbox: strangers' failures must not refuse its next login
      const device = issueDeviceToken(deps.config.sessionSecret, userId);
      setDeviceCookie(reply, device, deps.config.isProduction);
      return { success: true, message: AUTH_MESSAGES.PASSWORD_RESET_DONE };
    },
  );
};
