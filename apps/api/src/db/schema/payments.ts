import { PAYMENT_INTENT_STATUSES } from '@storytable/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The offline gateway's objects (SimulatedGateway). Ids, statuses and error codes are Stripe's,
 * so nothing above the gateway can tell the two modes apart. Unused in Stripe mode.
 */
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    destinationAccountId: text('destination_account_id'),
    applicationFeeAmount: integer('application_fee_amount'),
    latestChargeId: text('latest_charge_id'),
    /** 'manual': a confirmed card stops at `requires_capture` until captured (decision 068). */
    captureMethod: text('capture_method', { enum: ['automatic', 'manual'] })
      .notNull()
      .default('automatic'),
    lastPaymentError: jsonb('last_payment_error').$type<{
      type: string;
      code: string;
      declineCode: string | null;
      message: string;
    }>(),
    /** Stripe keeps idempotency keys for 24 hours; the gateway frees older ones. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_payment_intents_idempotency_idx').on(t.idempotencyKey)],
);

export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => simulatedPaymentIntents.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a payment may be refunded in parts (decision 067), never beyond what was paid
    index('simulated_refunds_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('simulated_refunds_idempotency_idx').on(t.idempotencyKey),
  ],
);

export const simulatedConnectAccounts = pgTable('simulated_connect_accounts', {
  id: text('id').primaryKey(),
  email: text('email'),
  businessName: text('business_name'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedVerificationSessions = pgTable('simulated_verification_sessions', {
  id: text('id').primaryKey(),
  status: text('status', {
    enum: ['requires_input', 'processing', 'verified', 'canceled'],
  }).notNull(),
  lastErrorCode: text('last_error_code'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every webhook event the API has taken in, from Stripe or the simulated gateway, keyed by the
 * event id: a duplicate delivery finds its row and changes nothing. A failed or abandoned
 * attempt ('failed', or 'processing' long ago) may be claimed again by the provider's retry.
 */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  status: text('status', { enum: ['processing', 'processed', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  error: text('error'),
});

export type SimulatedPaymentIntentRow = typeof simulatedPaymentIntents.$inferSelect;
export type SimulatedRefundRow = typeof simulatedRefunds.$inferSelect;
export type SimulatedConnectAccountRow = typeof simulatedConnectAccounts.$inferSelect;
export type SimulatedVerificationSessionRow = typeof simulatedVerificationSessions.$inferSelect;
