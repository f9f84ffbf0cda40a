import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byClient, limitBy } from '../rate-limit/limit-hook.ts';
import { NEWSLETTER_LIMITS, subscribe } from './newsletter-service.ts';

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
      preHandler: limitBy(
        [NEWSLETTER_LIMITS.perClient, byClient],
        [NEWSLETTER_LIMITS.perAddress, (request) => (request.body as { email: string }).email],
      ),
    },
    async (request) => subscribe(app.deps, request.body.email),
  );
}
