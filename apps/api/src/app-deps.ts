import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
// types from their own files: through a module's index.ts they would lead back here
import type { EventReads } from './modules/events/event-repository.ts';
import type { EventsCache } from './modules/events/events-cache.ts';
import type { FieldScores } from './modules/search/tuned/fuzzy.ts';
import type { MatchTexts } from './modules/search/tuned/match-text.ts';
import type { Mailer } from './platform/email/mailer.ts';
import type { ImageStore } from './platform/images/image-store.ts';
import type { Metrics } from './platform/metrics/metrics.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';
import type { PaymentEvents } from './platform/payments/webhooks/payment-events.ts';
import type { SessionCache } from './platform/sessions/session-cache.ts';
import type { Workers } from './platform/workers/workers.ts';

/** What every service gets: built once in app.ts, passed explicitly (no globals). */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Which database `db` is: a few statements are shaped for the driver (search's tiers). */
  dbKind: Database['kind'];
  mailer: Mailer;
  /** Uploaded images: the database, or an S3-compatible bucket when S3_* is set. */
  images: ImageStore;
  /** Stripe or the simulated gateway, chosen by config (STRIPE_SECRET_KEY). */
  payments: PaymentGateway;
  /** Webhook event handlers: modules register here, e.g. onPaymentIntentSucceeded. */
  paymentEvents: PaymentEvents;
  /** This instance's cache of public event reads, emptied by every committed event change. */
  eventsCache: EventsCache;
  /** Search candidates' texts prepared for fuzzy matching (bounded; never stale). */
  matchTexts: MatchTexts;
  /** Search's bitap scores per word and field, kept across searches (bounded; never stale). */
  searchScores: FieldScores;
  /** The hot event reads, prepared once per database. */
  eventReads: EventReads;
  /** This instance's session -> user cache, emptied by every committed user or session change. */
  sessionCache: SessionCache;
  /** The app's logger, for work outside a request (sweeps, settling refunds after a commit). */
  log: FastifyBaseLogger;
  /** The Prometheus metrics modules count into (reservations, refunds, payment failures). */
  metrics: Metrics;
  /** This instance's background workers: running or not, each run recorded. */
  workers: Workers;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
