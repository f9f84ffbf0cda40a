import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { simulatedRoutes } from './simulated/routes.ts';
import { SimulatedGateway, type WebhookReceiver } from './simulated/simulated-gateway.ts';
import { StripeGateway } from './stripe/stripe-gateway.ts';

/** The configured gateway and what comes with it. */
export interface PaymentProvider {
  gateway: PaymentGateway;
  /** The gateway's own HTTP routes, mounted under /api (the simulated gateway's hosted pages). */
  routes?: FastifyPluginAsyncZod;
  /** Where the webhooks the gateway sends in-process go (Stripe's arrive over HTTP instead). */
  deliverWebhooksTo(receive: WebhookReceiver): void;
  /** Waits for the webhooks still being delivered. */
  close(): Promise<void>;
}

/** STRIPE_SECRET_KEY set: Stripe. Otherwise the offline simulated gateway. */
export function createPaymentGateway(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): PaymentProvider {
  if (config.paymentsMode === 'stripe' && config.stripeSecretKey) {
    const gateway = new StripeGateway({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
      ...(config.stripeTimeoutMs ? { timeoutMs: config.stripeTimeoutMs } : {}),
    });
    return { gateway, deliverWebhooksTo() {}, close: async () => {} };
  }
  const gateway = new SimulatedGateway({
    db,
    appUrl: config.appUrl,
    webhookSecret: config.stripeWebhookSecret,
    linkSecret: config.sessionSecret,
    log,
  });
  return {
    gateway,
    routes: async (app) => app.register(simulatedRoutes, { gateway }),
    deliverWebhooksTo: (receive) => gateway.attachWebhookReceiver(receive),
    close: () => gateway.flushWebhooks(),
  };
}
