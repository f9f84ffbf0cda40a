import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configRoutes } from './config-routes.ts';
import { identityRoutes } from './identity-routes.ts';
import { payoutsRoutes } from './payouts-routes.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { simulatedRoutes } from './simulated-routes.ts';
import { registerPaymentWebhookHandlers } from './webhook-handlers.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { receiveWebhook } from './webhook-service.ts';

/** Payments: config, webhooks, payouts (Connect), identity, and the simulated gateway's pages. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerPaymentWebhookHandlers(deps);

  const gateway = deps.payments;
  if (gateway instanceof SimulatedGateway) {
    // the simulated gateway's webhooks take the same path as Stripe's HTTP calls
    gateway.attachWebhookReceiver(async (rawBody, signature) => {
      await receiveWebhook(deps, rawBody, signature, app.log);
    });
    app.addHook('onClose', () => gateway.flushWebhooks());
    await app.register(simulatedRoutes, { gateway });
  }

  await app.register(configRoutes);
  await app.register(webhookRoutes);
  await app.register(payoutsRoutes);
  await app.register(identityRoutes);
};
