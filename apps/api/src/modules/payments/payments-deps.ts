import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** What the payment services use of the app's dependencies. */
export type PaymentsDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'paymentEvents' | 'mailer' | 'config' | 'log' | 'metrics'
>;

/** What these functions log with: the request's or app's logger (or the console from a CLI). */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
