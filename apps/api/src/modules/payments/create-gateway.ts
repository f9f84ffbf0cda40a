import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

/** STRIPE_SECRET_KEY set: Stripe. Otherwise the offline simulated gateway. */
export function createPaymentGateway(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): PaymentGateway {
  if (config.paymentsMode === 'stripe' && config.stripeSecretKey) {
    return new StripeGateway({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
    });
  }
  return new SimulatedGateway({
    db,
    appUrl: config.appUrl,
    webhookSecret: config.stripeWebhookSecret,
    linkSecret: config.sessionSecret,
    log,
  });
}
