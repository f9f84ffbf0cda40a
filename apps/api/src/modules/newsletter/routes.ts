import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscribe } from './newsletter-service.ts';

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (request) => subscribe(app.deps, request.body.email),
  );
}
