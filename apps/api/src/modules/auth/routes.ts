import {
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { byClient, limitBy } from '../rate-limit/limit-hook.ts';
import { toCurrentUser } from '../users/user-serializer.ts';
import { keepAlive, logout, register } from './auth-service.ts';
import { RESEND_LIMIT, RESET_REQUEST_LIMIT, signupLimit } from './limits.ts';
import { login } from './login-service.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: currentUserSchema } },
      preHandler: limitBy([signupLimit(deps.config.signupsPerHour), byClient]),
    },
    async (request, reply) => {
      const user = await register(deps, reply, request.body);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => toCurrentUser(await login(deps, request, reply, request.body)),
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => logout(deps, request, reply),
  );

  app.get(
    '/user',
    { preValidation: requireUser, schema: { response: { 200: currentUserSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toCurrentUser(signedInUser(request));
    },
  );

  app.post(
    '/session/keep-alive',
    { preValidation: requireUser, schema: { response: { 200: keepAliveResponseSchema } } },
    async (request, reply) => keepAlive(deps, request, reply),
  );

  app.post(
    '/resend-verification',
    {
      preValidation: requireUser,
      schema: { response: { 200: resendVerificationResponseSchema } },
      preHandler: limitBy([RESEND_LIMIT, byClient]),
    },
    async (request, reply) => resendVerification(deps, reply, signedInUser(request)),
  );

  app.get(
    '/verify-email',
    {
      schema: {
        querystring: verifyEmailQuerySchema,
        response: {
          302: z.null().describe('Redirect to /profile?verified=1, or /?verified=0 for a bad link'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const verified = token ? await verifyEmail(deps, token) : false;
      return reply.redirect(verified ? '/profile?verified=1' : '/?verified=0', 302);
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
      return 'token' in body
        ? resetPassword(deps, request, reply, body)
        : requestPasswordReset(deps, body.email);
    },
  );
};
