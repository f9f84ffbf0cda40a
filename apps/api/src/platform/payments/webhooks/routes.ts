import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { WebhookSignatureError } from '../gateway.ts';
import { receiveWebhook } from './webhook-service.ts';

const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/stripe/webhook. The signature covers the exact bytes Stripe sent, so this route (and
 * only this one: parsers are scoped to this plugin) keeps the body as a raw Buffer.
 * CSRF does not apply (csrf-guard exempts it): the signature is the proof of origin.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    { schema: { response: { 200: webhookResponseSchema } } },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw AppError.badRequest('Webhook body is missing');
      }
      try {
        const outcome = await receiveWebhook(
          app.deps,
          body,
          typeof header === 'string' ? header : undefined,
          request.log,
        );
        return { received: true as const, duplicate: outcome.duplicate };
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          throw AppError.badRequest(`Webhook signature verification failed: ${err.message}`);
        }
        throw err;
      }
    },
  );
};
