import {
  identityVerificationStartResponseSchema,
  identityVerificationStatusResponseSchema,
  verificationSessionIdSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { identityVerificationStatus, startIdentityVerification } from './identity-service.ts';

/** Stripe Identity document checks for host applicants (spec section 7). */
export const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.post(
    '/stripe/identity-verification',
    { schema: { response: { 200: identityVerificationStartResponseSchema } } },
    async (request) => startIdentityVerification(deps, signedInUser(request)),
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
