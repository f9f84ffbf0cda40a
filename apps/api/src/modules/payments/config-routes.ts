import { paymentsConfigSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/config: runtime settings the browser needs (no auth; nothing secret). */
export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/config', { schema: { response: { 200: paymentsConfigSchema } } }, async () => ({
    paymentsMode: app.deps.payments.mode,
    publishableKey:
      app.deps.payments.mode === 'stripe' ? app.deps.config.stripePublishableKey : null,
    demoMode: app.deps.config.demoMode,
  }));
}
