import { timingSafeEqual } from 'node:crypto';
import {
  type CardError,
  type Payout,
  type SimulatedIdentityOutcome,
  simulatedPayout,
} from '@storytable/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type {
  SimulatedConnectAccountRow,
  SimulatedPaymentIntentRow,
  SimulatedVerificationSessionRow,
} from '../../../db/schema/index.ts';
import {
  type ArgumentOf,
  type ConnectAccountInfo,
  type CreatedPaymentIntent,
  type CreatePaymentIntentInput,
  type GatewayEvent,
  metadataStrings,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentIntentInfo,
  type RefundInfo,
  type VerificationSessionInfo,
  type VerifiedDocument,
} from '../gateway.ts';
import { accountId, clientSecretFor, stripeId } from '../stripe-ids.ts';
import { parseEventPayload } from '../webhooks/webhook-event.ts';
import { signWebhookPayload, verifyWebhookSignature } from '../webhooks/webhook-signature.ts';
import { type CardInput, cardOutcome } from './cards.ts';
import { ONBOARDING_LINK_TTL_SECONDS, SimulatedLinks } from './links.ts';
import * as repo from './repository.ts';

const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Stripe's minimum charge in USD. */
const MINIMUM_AMOUNT = 50;
/** Delays before each delivery attempt of a simulated webhook (Stripe retries with backoff too). */
const DELIVERY_DELAYS_MS = [0, 200, 1000];

/** Hands a signed webhook to the API's own webhook service (the route's code path). */
export type WebhookReceiver = (rawBody: string, signature: string) => Promise<void>;

export type ConfirmResult = { paymentIntent: PaymentIntentInfo } | { error: CardError };

export interface SimulatedGatewayOptions {
  db: Db;
  /** Where the hosted pages are reached (the web app's origin; /api is proxied to us). */
  appUrl: string;
  webhookSecret: string;
  /** Signs the hosted pages' links. */
  linkSecret: string;
  log?: FastifyBaseLogger;
}

/**
 * The offline gateway: Stripe's objects, ids, statuses, test cards and error codes, kept in our
 * database; hosted onboarding and identity pages served by the API; webhooks signed with Stripe's
 * scheme and delivered in-process, after the change that caused them is committed.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly mode = 'simulated' as const;
  readonly links: SimulatedLinks;
  private receiver: WebhookReceiver | null = null;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(private readonly opts: SimulatedGatewayOptions) {
    this.links = new SimulatedLinks(opts.appUrl, opts.linkSecret);
  }

  attachWebhookReceiver(receiver: WebhookReceiver) {
    this.receiver = receiver;
  }

  /** Resolves once every webhook emitted so far has been delivered (or given up on). */
  async flushWebhooks(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  // ---- payment intents ----

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    return this.newIntent(input, 'automatic');
  }

  authorize(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    return this.newIntent(input, 'manual');
  }

  private async newIntent(
    input: CreatePaymentIntentInput,
    captureMethod: 'automatic' | 'manual',
  ): Promise<CreatedPaymentIntent> {
    const { db } = this.opts;
    if (!Number.isInteger(input.amount) || input.amount < MINIMUM_AMOUNT) {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'amount_too_small',
        'Amount must be at least $0.50 usd',
        400,
      );
    }
    const fee = input.applicationFeeAmount ?? null;
    if (fee !== null && (!Number.isInteger(fee) || fee < 0 || fee > input.amount)) {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'parameter_invalid_integer',
        'The application fee must be between 0 and the amount.',
        400,
      );
    }
    const destination = await repo.findAccount(db, input.destinationAccountId);
    if (!destination) {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'resource_missing',
        `No such destination: '${input.destinationAccountId}'`,
        400,
      );
    }
    if (!destination.chargesEnabled) {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'insufficient_capabilities_for_transfer',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        400,
      );
    }
    const metadata = metadataStrings(input.metadata);
    const wanted = {
      amount: input.amount,
      currency: input.currency,
      metadata,
      destinationAccountId: input.destinationAccountId,
      applicationFeeAmount: fee,
      captureMethod,
    };
    await repo.releaseIdempotencyKey(
      db,
      input.idempotencyKey,
      new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS),
    );
    const id = stripeId('pi');
    const created = await repo.insertPaymentIntent(db, {
      id,
      clientSecret: clientSecretFor(id),
      status: 'requires_payment_method',
      idempotencyKey: input.idempotencyKey,
      ...wanted,
    });
    const row = created ?? (await repo.findPaymentIntentByIdempotencyKey(db, input.idempotencyKey));
    if (!row) throw new PaymentGatewayError('api_error', null, 'Could not create the payment', 500);
    if (!created && !sameRequest(row, wanted)) {
      throw new PaymentGatewayError(
        'idempotency_error',
        null,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
        400,
      );
    }
    return { id: row.id, clientSecret: row.clientSecret, status: row.status, amount: row.amount };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo> {
    const row = await repo.findPaymentIntent(this.opts.db, id);
    if (!row) throw PaymentGatewayError.missing('payment_intent', id);
    return toPaymentIntentInfo(row);
  }

  /**
   * What Stripe.js's confirmCardPayment does in Stripe mode: the card is checked, the intent
   * succeeds (and `payment_intent.succeeded` is sent) or keeps a Stripe card error.
   */
  async confirmPaymentIntent(
    input: { paymentIntentId: string; clientSecret: string } & CardInput,
  ): Promise<ConfirmResult> {
    const { db } = this.opts;
    const row = await repo.findPaymentIntent(db, input.paymentIntentId);
    if (!row || !sameSecret(row.clientSecret, input.clientSecret)) {
      throw PaymentGatewayError.missing('payment_intent', input.paymentIntentId);
    }
    if (row.status !== 'requires_payment_method' && row.status !== 'requires_confirmation') {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          declineCode: null,
          message: `This PaymentIntent's status is ${row.status}, so it cannot be confirmed.`,
        },
      };
    }
    const outcome = cardOutcome(input);
    if (outcome !== 'succeeds') {
      // validation errors never reach Stripe: the intent is unchanged
      if (outcome.type === 'card_error') {
        const failed = await repo.recordPaymentFailure(db, row.id, outcome, stripeId('ch'));
        if (failed) this.emit('payment_intent.payment_failed', paymentIntentObject(failed));
      }
      return { error: outcome };
    }
    const manual = row.captureMethod === 'manual';
    const succeeded = await repo.markPaymentIntentSucceeded(
      db,
      row.id,
      stripeId('ch'),
      manual ? 'requires_capture' : 'succeeded',
    );
    if (!succeeded) {
      // a concurrent confirm won: answer as Stripe does for a second confirm
      const now = await this.retrievePaymentIntent(row.id);
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          declineCode: null,
          message: `This PaymentIntent's status is ${now.status}, so it cannot be confirmed.`,
        },
      };
    }
    this.emit(
      manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded',
      paymentIntentObject(succeeded),
    );
    return { paymentIntent: toPaymentIntentInfo(succeeded) };
  }

  /** Stripe's capture: only from `requires_capture`; a replay of a capture answers the same. */
  async capturePaymentIntent(input: ArgumentOf<'capturePaymentIntent'>) {
    return this.move(input.paymentIntentId, 'succeeded', 'captured');
  }

  /** Stripe's cancel: any status but succeeded; a replay of a cancel answers the same. */
  async cancelPaymentIntent(input: ArgumentOf<'cancelPaymentIntent'>) {
    return this.move(input.paymentIntentId, 'canceled', 'canceled');
  }

  private async move(id: string, to: 'succeeded' | 'canceled', verb: string) {
    const { db } = this.opts;
    const from: SimulatedPaymentIntentRow['status'][] =
      to === 'succeeded'
        ? ['requires_capture']
        : [
            'requires_payment_method',
            'requires_confirmation',
            'requires_action',
            'requires_capture',
          ];
    const moved = await repo.movePaymentIntent(db, id, from, to);
    if (moved) {
      this.emit(`payment_intent.${to}`, paymentIntentObject(moved));
      return toPaymentIntentInfo(moved);
    }
    const row = await repo.findPaymentIntent(db, id);
    if (!row) throw PaymentGatewayError.missing('payment_intent', id);
    if (row.status === to && row.captureMethod === 'manual') return toPaymentIntentInfo(row);
    throw new PaymentGatewayError(
      'invalid_request_error',
      'payment_intent_unexpected_state',
      `This PaymentIntent could not be ${verb} because it has a status of ${row.status}.`,
      400,
    );
  }

  async createRefund(input: ArgumentOf<'createRefund'>): Promise<RefundInfo> {
    const { db } = this.opts;
    const replay = await repo.findRefundByIdempotencyKey(db, input.idempotencyKey);
    if (replay) {
      if (replay.paymentIntentId !== input.paymentIntentId) {
        throw new PaymentGatewayError(
          'idempotency_error',
          null,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
          400,
        );
      }
      return toRefundInfo(replay);
    }
    const pi = await repo.findPaymentIntent(db, input.paymentIntentId);
    if (!pi) throw PaymentGatewayError.missing('payment_intent', input.paymentIntentId);
    if (pi.status !== 'succeeded') {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        400,
      );
    }
    const refund = await repo.refundUnderLock(db, {
      id: stripeId('re'),
      paymentIntentId: pi.id,
      amount: input.amount ?? null,
      total: pi.amount,
      idempotencyKey: input.idempotencyKey,
    });
    if (refund === 'taken') {
      const raced = await repo.findRefundByIdempotencyKey(db, input.idempotencyKey);
      if (raced && raced.paymentIntentId === pi.id) return toRefundInfo(raced);
    }
    if (refund === 'too_large') {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'amount_too_large',
        `Refund amount is greater than the unrefunded amount on charge ${pi.latestChargeId}.`,
        400,
      );
    }
    if (typeof refund === 'string') {
      throw new PaymentGatewayError(
        'invalid_request_error',
        'charge_already_refunded',
        `Charge ${pi.latestChargeId} has already been refunded.`,
        400,
      );
    }
    const refunded = await repo.refundedOf(db, pi.id);
    this.emit('charge.refunded', {
      id: pi.latestChargeId,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: refunded,
      payment_intent: pi.id,
      refunded: refunded >= pi.amount,
      metadata: pi.metadata,
    });
    return toRefundInfo(refund);
  }

  // ---- Connect ----

  async createAccount(input: ArgumentOf<'createAccount'>): Promise<ConnectAccountInfo> {
    const row = await repo.insertAccount(this.opts.db, {
      id: accountId(),
      email: input.email,
      businessName: input.name,
      metadata: { userId: String(input.userId) },
    });
    return toAccountInfo(row);
  }

  async createAccountLink(input: ArgumentOf<'createAccountLink'>): Promise<string> {
    await this.retrieveAccount(input.accountId);
    return this.links.onboardingUrl(input.accountId, {
      returnUrl: input.returnUrl,
      refreshUrl: input.refreshUrl,
      expires: Math.floor(Date.now() / 1000) + ONBOARDING_LINK_TTL_SECONDS,
    });
  }

  async retrieveAccount(id: string): Promise<ConnectAccountInfo> {
    const row = await repo.findAccount(this.opts.db, id);
    if (!row) throw PaymentGatewayError.missing('account', id);
    return toAccountInfo(row);
  }

  async listAccounts(): Promise<ConnectAccountInfo[]> {
    return (await repo.listAccounts(this.opts.db)).map(toAccountInfo);
  }

  async deleteAccount(id: string): Promise<void> {
    if (!(await repo.deleteAccount(this.opts.db, id))) {
      throw PaymentGatewayError.missing('account', id);
    }
  }

  /** The hosted onboarding page's 'Complete setup': details submitted, charges enabled. */
  async completeOnboarding(id: string): Promise<ConnectAccountInfo> {
    const row = await repo.enableAccount(this.opts.db, id);
    if (!row) throw PaymentGatewayError.missing('account', id);
    this.emit('account.updated', accountObject(row));
    return toAccountInfo(row);
  }

  // ---- Identity ----

  async createVerificationSession(
    input: ArgumentOf<'createVerificationSession'>,
  ): Promise<VerificationSessionInfo & { url: string }> {
    const row = await repo.insertVerificationSession(this.opts.db, {
      id: stripeId('vs'),
      status: 'requires_input',
      metadata: { userId: String(input.userId) },
      returnUrl: input.returnUrl,
    });
    const url = this.links.identityUrl(row.id, row.returnUrl);
    return { ...this.toSessionInfo(row), url };
  }

  async retrieveVerificationSession(id: string): Promise<VerificationSessionInfo> {
    const row = await repo.findVerificationSession(this.opts.db, id);
    if (!row) throw PaymentGatewayError.missing('identity.verification_session', id);
    return this.toSessionInfo(row);
  }

  /** Loads a session with its return URL, for the hosted identity page. */
  findVerificationSession(id: string) {
    return repo.findVerificationSession(this.opts.db, id);
  }

  /**
   * The hosted identity page's choice: verified, still processing (the page can then finish it),
   * or failed with a Stripe Identity error code. Each sends its signed webhook.
   */
  async completeVerification(
    id: string,
    outcome: SimulatedIdentityOutcome,
  ): Promise<SimulatedVerificationSessionRow> {
    const result =
      outcome === 'verified' || outcome === 'processing'
        ? { status: outcome, lastErrorCode: null }
        : { status: 'requires_input' as const, lastErrorCode: outcome };
    const row = await repo.completeVerificationSession(this.opts.db, id, result);
    if (!row) {
      const existing = await repo.findVerificationSession(this.opts.db, id);
      if (!existing) throw PaymentGatewayError.missing('identity.verification_session', id);
      throw new PaymentGatewayError(
        'invalid_request_error',
        'verification_session_unexpected_state',
        `This VerificationSession's status is ${existing.status}, so it cannot be submitted.`,
        400,
      );
    }
    this.emit(`identity.verification_session.${row.status}`, this.sessionObject(row));
    return row;
  }

  private toSessionInfo(row: SimulatedVerificationSessionRow): VerificationSessionInfo {
    return {
      id: row.id,
      status: row.status,
      lastError: row.lastErrorCode ? { code: row.lastErrorCode } : null,
      metadata: row.metadata,
      url: row.status === 'requires_input' ? this.links.identityUrl(row.id, row.returnUrl) : null,
      verifiedDocument: row.status === 'verified' ? simulatedDocument(row.createdAt) : null,
    };
  }

  private sessionObject(row: SimulatedVerificationSessionRow) {
    const info = this.toSessionInfo(row);
    return {
      id: row.id,
      object: 'identity.verification_session',
      status: info.status,
      last_error: row.lastErrorCode ? { code: row.lastErrorCode, reason: null } : null,
      metadata: row.metadata,
      url: info.url,
      created: epochSeconds(row.createdAt),
      livemode: false,
    };
  }

  // ---- webhooks ----

  /** No payouts are stored: a dinner's share is paid out by the domain's deterministic rule. */
  async dinnerPayouts(input: ArgumentOf<'dinnerPayouts'>): Promise<Map<number, Payout>> {
    return new Map(
      input.dinners.map((d) => [
        d.eventId,
        input.accountId
          ? simulatedPayout(d.dateTime, d.net, input.now)
          : { status: d.net > 0 ? 'pending' : 'none', date: null },
      ]),
    );
  }

  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayEvent {
    const payload = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    verifyWebhookSignature(payload, signatureHeader, this.opts.webhookSecret);
    return parseEventPayload(payload);
  }

  /** Signs a Stripe-shaped event and delivers it after the current call returns. */
  private emit(type: string, object: Record<string, unknown>) {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const receiver = this.receiver;
    if (!receiver) return;
    const delivery = this.deliver(receiver, JSON.stringify(event), event.id, type).finally(() => {
      this.deliveries.delete(delivery);
    });
    this.deliveries.add(delivery);
  }

  private async deliver(receiver: WebhookReceiver, payload: string, id: string, type: string) {
    for (const [attempt, delay] of DELIVERY_DELAYS_MS.entries()) {
      await new Promise((r) => setTimeout(r, delay));
      try {
        await receiver(payload, signWebhookPayload(payload, this.opts.webhookSecret));
        return;
      } catch (err) {
        this.opts.log?.warn(
          { err, eventId: id, type, attempt: attempt + 1 },
          'simulated webhook delivery failed',
        );
      }
    }
    this.opts.log?.error({ eventId: id, type }, 'simulated webhook delivery gave up');
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sameRequest(
  row: SimulatedPaymentIntentRow,
  wanted: Pick<
    SimulatedPaymentIntentRow,
    'amount' | 'currency' | 'metadata' | 'destinationAccountId' | 'applicationFeeAmount'
  >,
): boolean {
  return (
    row.amount === wanted.amount &&
    row.currency === wanted.currency &&
    row.destinationAccountId === wanted.destinationAccountId &&
    row.applicationFeeAmount === wanted.applicationFeeAmount &&
    JSON.stringify(sortKeys(row.metadata)) === JSON.stringify(sortKeys(wanted.metadata))
  );
}

function sortKeys(o: Record<string, string>) {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** What a verified simulated check read: Stripe's test person, a licence valid five more years. */
function simulatedDocument(checkedAt: Date): VerifiedDocument {
  return {
    fullName: 'Jenny Rosen',
    type: 'driving_license',
    issuer: 'US',
    expiry: `${checkedAt.getUTCFullYear() + 5}-12-31`,
  };
}

function toPaymentIntentInfo(row: SimulatedPaymentIntentRow): PaymentIntentInfo {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    latestChargeId: row.latestChargeId,
    destinationAccountId: row.destinationAccountId,
    applicationFeeAmount: row.applicationFeeAmount,
  };
}

function toRefundInfo(row: {
  id: string;
  status: RefundInfo['status'];
  paymentIntentId: string;
  amount: number;
}): RefundInfo {
  return {
    id: row.id,
    status: row.status,
    paymentIntentId: row.paymentIntentId,
    amount: row.amount,
  };
}

function toAccountInfo(row: SimulatedConnectAccountRow): ConnectAccountInfo {
  return {
    id: row.id,
    chargesEnabled: row.chargesEnabled,
    detailsSubmitted: row.detailsSubmitted,
    email: row.email,
    metadata: row.metadata,
    businessName: row.businessName,
    created: epochSeconds(row.createdAt),
  };
}

/** The payment intent as a Stripe webhook carries it. */
function paymentIntentObject(row: SimulatedPaymentIntentRow) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    latest_charge: row.latestChargeId,
    application_fee_amount: row.applicationFeeAmount,
    transfer_data: row.destinationAccountId ? { destination: row.destinationAccountId } : null,
    last_payment_error: row.lastPaymentError
      ? {
          type: row.lastPaymentError.type,
          code: row.lastPaymentError.code,
          decline_code: row.lastPaymentError.declineCode,
          message: row.lastPaymentError.message,
        }
      : null,
    created: epochSeconds(row.createdAt),
    livemode: false,
  };
}

function accountObject(row: SimulatedConnectAccountRow) {
  return {
    id: row.id,
    object: 'account',
    type: 'express',
    email: row.email,
    metadata: row.metadata,
    business_profile: { name: row.businessName },
    charges_enabled: row.chargesEnabled,
    payouts_enabled: row.chargesEnabled,
    details_submitted: row.detailsSubmitted,
    created: epochSeconds(row.createdAt),
  };
}
