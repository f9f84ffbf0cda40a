import type { Config } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './modules/email/mailer.ts';
import type { PaymentGateway } from './modules/payments/gateway.ts';
import type { PaymentEvents } from './modules/payments/payment-events.ts';

/** What every service gets: built once in app.ts, passed explicitly (no globals). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Stripe or the simulated gateway, chosen by config (STRIPE_SECRET_KEY). */
  payments: PaymentGateway;
  /** Webhook event handlers: modules register here, e.g. onPaymentIntentSucceeded. */
  paymentEvents: PaymentEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
