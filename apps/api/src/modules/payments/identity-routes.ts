import {
  identityVerificationStartResponseSchema,
  identityVerificationStatusResponseSchema,
  verificationSessionIdSchema,
} from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { identityVerificationStatus, startIdentityVerification } from './identity-service.ts';

/** Stripe Identity document checks for host applicants (spec section 7). */
export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/stripe/identity-verification',
    { schema: { response: { 200: identityVerificationStartResponseSchema } } },
    async (request) => startIdentityVerification(deps, requireUser(request)),
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
      return identityVerificationStatus(deps, requireUser(request), request.params.sessionId);
    },
  );
}
