import { createRequire } from 'node:module';
import {
  type PaymentIntentStatus,
  type Payout,
  paymentIntentStatusSchema,
  payoutFor,
  verificationStatusSchema,
} from '@storytable/domain';
import type Stripe from 'stripe';
import type {
  ArgumentOf,
  ConnectAccountInfo,
  CreatedPaymentIntent,
  CreatePaymentIntentInput,
  GatewayErrorType,
  GatewayEvent,
  PaymentGateway,
  PaymentIntentInfo,
  RefundInfo,
  VerificationSessionInfo,
  VerifiedDocument,
} from '../gateway.ts';
import { metadataStrings, PaymentGatewayError, WebhookSignatureError } from '../gateway.ts';
import { parseEventPayload } from '../webhooks/webhook-event.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API base, e.g. a local fake in tests: http://127.0.0.1:PORT */
  apiUrl?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const ERROR_TYPES = new Set<GatewayErrorType>([
  'card_error',
  'invalid_request_error',
  'idempotency_error',
  'authentication_error',
  'rate_limit_error',
  'api_connection_error',
  'api_error',
]);

/**
 * The SDK is loaded when Stripe mode starts: the simulated gateway never needs it, and it is
 * ~4 MB of heap and 260 ms of start-up (decision 016).
 */
let sdk: typeof Stripe | null = null;
const loadStripe = () => {
  sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe;
  return sdk;
};

/** The official SDK behind our interface; every SDK error becomes a PaymentGatewayError. */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeGatewayOptions) {
    const base = opts.apiUrl ? new URL(opts.apiUrl) : null;
    this.stripe = new (loadStripe())(opts.secretKey, {
      maxNetworkRetries: opts.maxNetworkRetries ?? 2,
      // a provider that stops answering fails a guest's call within about half a minute (three
      // tries), not the SDK's 80 s per try
      timeout: opts.timeoutMs ?? 10_000,
      telemetry: false,
      appInfo: { name: 'Storytable' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

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
    const pi = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          // the simulated gateway takes cards only; Stripe mode offers the same
          allowed_payment_method_types: ['card'],
          ...(captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
          transfer_data: { destination: input.destinationAccountId },
          ...(input.applicationFeeAmount !== undefined
            ? { application_fee_amount: input.applicationFeeAmount }
            : {}),
          metadata: metadataStrings(input.metadata),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!pi.client_secret) {
      throw new PaymentGatewayError('api_error', null, 'No client secret returned', 502);
    }
    return {
      id: pi.id,
      clientSecret: pi.client_secret,
      status: piStatus(pi.status),
      amount: pi.amount,
    };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo> {
    return intentInfo(await call(() => this.stripe.paymentIntents.retrieve(id)));
  }

  async capturePaymentIntent(input: ArgumentOf<'capturePaymentIntent'>) {
    return intentInfo(
      await call(() =>
        this.stripe.paymentIntents.capture(
          input.paymentIntentId,
          {},
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async cancelPaymentIntent(input: ArgumentOf<'cancelPaymentIntent'>) {
    return intentInfo(
      await call(() =>
        this.stripe.paymentIntents.cancel(
          input.paymentIntentId,
          {},
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async createRefund(input: ArgumentOf<'createRefund'>): Promise<RefundInfo> {
    const refund = await call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          ...(input.amount === undefined ? {} : { amount: input.amount }),
          // destination charge: take the price back from the host and return our fee too
          reverse_transfer: true,
          refund_application_fee: true,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return {
      id: refund.id,
      status: (refund.status ?? 'pending') as RefundInfo['status'],
      paymentIntentId: idOf(refund.payment_intent) ?? input.paymentIntentId,
      amount: refund.amount,
    };
  }

  async createAccount(input: ArgumentOf<'createAccount'>): Promise<ConnectAccountInfo> {
    const account = await call(() =>
      this.stripe.accounts.create({
        // the controller properties of an Express account (Stripe's replacement for type: 'express')
        controller: {
          fees: { payer: 'application' },
          losses: { payments: 'application' },
          requirement_collection: 'stripe',
          stripe_dashboard: { type: 'express' },
        },
        country: 'US',
        email: input.email,
        business_profile: { name: input.name },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { userId: String(input.userId) },
      }),
    );
    return toAccountInfo(account);
  }

  async createAccountLink(input: ArgumentOf<'createAccountLink'>): Promise<string> {
    const link = await call(() =>
      this.stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      }),
    );
    return link.url;
  }

  async retrieveAccount(id: string): Promise<ConnectAccountInfo> {
    return toAccountInfo(await call(() => this.stripe.accounts.retrieve(id)));
  }

  async listAccounts(): Promise<ConnectAccountInfo[]> {
    return call(async () => {
      const all: ConnectAccountInfo[] = [];
      for await (const account of this.stripe.accounts.list({ limit: 100 })) {
        all.push(toAccountInfo(account));
      }
      return all;
    });
  }

  /** The connected account's latest payouts, each dinner matched to the first after it. */
  async dinnerPayouts(input: ArgumentOf<'dinnerPayouts'>): Promise<Map<number, Payout>> {
    const { accountId } = input;
    const payouts = accountId
      ? await call(() => this.stripe.payouts.list({ limit: 100 }, { stripeAccount: accountId }))
      : { data: [] };
    const known = payouts.data.map((p) => ({ status: p.status, arrivalDate: p.arrival_date }));
    return new Map(input.dinners.map((d) => [d.eventId, payoutFor(d, known)]));
  }

  async deleteAccount(id: string): Promise<void> {
    await call(() => this.stripe.accounts.del(id));
  }

  async createVerificationSession(
    input: ArgumentOf<'createVerificationSession'>,
  ): Promise<VerificationSessionInfo & { url: string }> {
    const session = await call(() =>
      this.stripe.identity.verificationSessions.create({
        type: 'document',
        metadata: { userId: String(input.userId) },
        return_url: input.returnUrl,
      }),
    );
    if (!session.url)
      throw new PaymentGatewayError('api_error', null, 'No verification URL returned', 502);
    return { ...toSessionInfo(session), url: session.url };
  }

  async retrieveVerificationSession(id: string): Promise<VerificationSessionInfo> {
    return toSessionInfo(
      await call(() =>
        this.stripe.identity.verificationSessions.retrieve(id, {
          expand: ['verified_outputs', 'last_verification_report'],
        }),
      ),
    );
  }

  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.opts.webhookSecret,
      );
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
    }
    return parseEventPayload(event);
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toGatewayError(err);
  }
}

function toGatewayError(err: unknown): PaymentGatewayError {
  if (err instanceof PaymentGatewayError) return err;
  const { errors } = loadStripe();
  if (err instanceof errors.StripeError) {
    const raw = (err.rawType ?? err.type) as GatewayErrorType;
    const type: GatewayErrorType = ERROR_TYPES.has(raw)
      ? raw
      : err instanceof errors.StripeConnectionError
        ? 'api_connection_error'
        : 'api_error';
    const status = err.statusCode ?? (type === 'api_connection_error' ? 503 : 502);
    return new PaymentGatewayError(
      type,
      err.code ?? null,
      err.message,
      status,
      err.decline_code ?? null,
    );
  }
  return new PaymentGatewayError(
    'api_error',
    null,
    err instanceof Error ? err.message : 'Unknown payment provider error',
    502,
  );
}

/** A status this code does not know yet is never taken for success. */
function piStatus(status: string): PaymentIntentStatus {
  return paymentIntentStatusSchema.catch('processing').parse(status);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toAccountInfo(a: Stripe.Account): ConnectAccountInfo {
  return {
    id: a.id,
    chargesEnabled: a.charges_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
    email: a.email ?? null,
    metadata: { ...(a.metadata ?? {}) },
    businessName: a.business_profile?.name ?? null,
    created: a.created ?? 0,
  };
}

function toSessionInfo(s: Stripe.Identity.VerificationSession): VerificationSessionInfo {
  return {
    id: s.id,
    status: verificationStatusSchema.catch('processing').parse(s.status),
    lastError: s.last_error ? { code: s.last_error.code ?? null } : null,
    metadata: { ...s.metadata },
    url: s.url ?? null,
    verifiedDocument: s.status === 'verified' ? verifiedDocumentOf(s) : null,
  };
}

/** The document check's reading: the expanded last verification report, else verified_outputs. */
function verifiedDocumentOf(s: Stripe.Identity.VerificationSession): VerifiedDocument {
  const report =
    s.last_verification_report && typeof s.last_verification_report === 'object'
      ? s.last_verification_report.document
      : null;
  const first = report?.first_name ?? s.verified_outputs?.first_name ?? null;
  const last = report?.last_name ?? s.verified_outputs?.last_name ?? null;
  const expiry = report?.expiration_date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    fullName: [first, last].filter(Boolean).join(' ') || null,
    type: report?.type ?? null,
    issuer: report?.issuing_country ?? null,
    expiry:
      expiry?.year && expiry.month && expiry.day
        ? `${expiry.year}-${pad(expiry.month)}-${pad(expiry.day)}`
        : null,
  };
}

function intentInfo(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: pi.id,
    status: piStatus(pi.status),
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    latestChargeId: idOf(pi.latest_charge),
    destinationAccountId: idOf(pi.transfer_data?.destination ?? null),
    applicationFeeAmount: pi.application_fee_amount ?? null,
  };
}
