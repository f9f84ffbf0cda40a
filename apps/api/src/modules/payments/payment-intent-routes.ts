import {
  createPaymentIntentSchema,
  PAYMENT_MESSAGES,
  paymentIntentResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserSaying, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { createPaymentIntentFor } from './payment-intent-service.ts';

/** POST /api/stripe/create-payment-intent: always JSON, also when refused. */
export const paymentIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stripe/create-payment-intent',
    {
      preValidation: requireUserSaying(PAYMENT_MESSAGES.AUTH_REQUIRED),
      schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (request) =>
      createPaymentIntentFor(
        app.deps,
        signedInUser(request),
        request.body,
        request.log,
        requestNow(request),
      ),
  );
};
