import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configRoutes } from './config-routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** Payments plumbing: the browser's payment settings and the provider's webhooks. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(configRoutes);
  await app.register(webhookRoutes);
};
