import { paymentsConfigSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: runtime settings the browser needs (no auth; nothing secret). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: paymentsConfigSchema } } }, async () => ({
    paymentsMode: app.deps.payments.mode,
    publishableKey:
      app.deps.payments.mode === 'stripe' ? app.deps.config.stripePublishableKey : null,
    demoMode: app.deps.config.demoMode,
  }));
};
