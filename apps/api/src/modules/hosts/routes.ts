import {
  hostApplicationResponseSchema,
  hostApplicationSchema,
  identityVerificationStartResponseSchema,
  identityVerificationStatusResponseSchema,
  verificationSessionIdSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { returnOrigin } from '../../lib/return-origin.ts';
import { byAccount, limitBy } from '../../platform/rate-limit/limit-hook.ts';
import { applyToHost } from './host-application-service.ts';
import { identityVerificationStatus, startIdentityVerification } from './identity-service.ts';
import { HOST_APPLICATION_LIMIT, IDENTITY_SESSION_LIMIT } from './limits.ts';

/** The host application and Stripe Identity document checks for applicants (spec section 7). */
export const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.post(
    '/user/become-host',
    {
      schema: { body: hostApplicationSchema, response: { 200: hostApplicationResponseSchema } },
      preHandler: limitBy([HOST_APPLICATION_LIMIT, byAccount]),
    },
    async (request) => applyToHost(deps, signedInUser(request), request.body),
  );

  app.post(
    '/stripe/identity-verification',
    {
      schema: { response: { 200: identityVerificationStartResponseSchema } },
      preHandler: limitBy([IDENTITY_SESSION_LIMIT, byAccount]),
    },
    async (request) =>
      startIdentityVerification(
        deps,
        signedInUser(request),
        returnOrigin(deps.config.appUrl, request.headers.origin),
      ),
  );

  app.get(
    '/stripe/identity-verification/:sessionId',
    {
      schema: {
        params: z.object({ sessionId: verificationSessionIdSchema }),
        response: { 200: identityVerificationStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return identityVerificationStatus(deps, signedInUser(request), request.params.sessionId);
    },
  );
};
