import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byClient, limitBy } from '../../platform/rate-limit/limit-hook.ts';
import { NEWSLETTER_LIMITS, subscribe } from './newsletter-service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
