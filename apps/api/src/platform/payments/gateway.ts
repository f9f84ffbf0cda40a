import type {
  PaymentIntentStatus,
  PaymentsMode,
  Payout,
  VerificationStatus,
} from '@storytable/domain';

/**
 * Everything the product asks of a payment provider. `StripeGateway` calls Stripe through the
 * official SDK; `SimulatedGateway` keeps Stripe-shaped objects in our database. Amounts are
 * integer cents; metadata values are strings (as Stripe stores them).
 */
export interface PaymentGateway {
  readonly mode: PaymentsMode;

  /**
   * A destination charge: the customer pays `amount`, the host's connected account receives
   * `amount - applicationFeeAmount`. Same idempotency key and parameters give the same intent.
   */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent>;
  /**
   * The same intent with manual capture (decision 068): confirmed with a card it stops at
   * `requires_capture`, the card authorized, nothing charged until `capturePaymentIntent`.
   */
  authorize(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** Charges an authorized intent in full (`requires_capture` -> `succeeded`). */
  capturePaymentIntent(input: PaymentIntentAction): Promise<PaymentIntentInfo>;
  /** Voids an intent not yet charged: the authorization is released (`canceled`). */
  cancelPaymentIntent(input: PaymentIntentAction): Promise<PaymentIntentInfo>;
  /**
   * A refund of a succeeded payment, whole or (with `amount`) part of it; the host's transfer and
   * our fee are reversed in proportion.
   */
  createRefund(input: CreateRefundInput): Promise<RefundInfo>;

  createAccount(input: CreateAccountInput): Promise<ConnectAccountInfo>;
  /** The hosted onboarding URL for the account (single use, short-lived). */
  createAccountLink(input: AccountLinkInput): Promise<string>;
  retrieveAccount(id: string): Promise<ConnectAccountInfo>;
  listAccounts(): Promise<ConnectAccountInfo[]>;
  deleteAccount(id: string): Promise<void>;

  createVerificationSession(
    input: VerificationSessionInput,
  ): Promise<VerificationSessionInfo & { url: string }>;
  retrieveVerificationSession(id: string): Promise<VerificationSessionInfo>;

  /**
   * The payout carrying each dinner's share to the host's bank (decision 064): Stripe's payouts
   * of the connected account, or the simulated gateway's rule (two days after the dinner).
   */
  dinnerPayouts(input: DinnerPayoutsInput): Promise<Map<number, Payout>>;

  /** Verifies the `Stripe-Signature` header over the raw body; throws WebhookSignatureError. */
  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayEvent;
}

/** The argument of a gateway method, for the implementations' signatures. */
export type ArgumentOf<M extends keyof PaymentGateway> = PaymentGateway[M] extends (
  input: infer I,
) => unknown
  ? I
  : never;

export interface PaymentIntentAction {
  paymentIntentId: string;
  idempotencyKey: string;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  idempotencyKey: string;
  /** Cents to refund (a companion's seat, decision 067); absent: all that is left of it. */
  amount?: number;
}

export interface DinnerPayoutsInput {
  /** The host's connected account; null when they have none (nothing can be paid out). */
  accountId: string | null;
  /** The dinners with what the host keeps of each, in cents. */
  dinners: { eventId: number; dateTime: Date; net: number }[];
  now: Date;
}

export interface CreateAccountInput {
  email: string;
  userId: number;
  name: string;
}

export interface AccountLinkInput {
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
}

export interface VerificationSessionInput {
  userId: number;
  returnUrl: string;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: 'usd';
  destinationAccountId: string;
  applicationFeeAmount?: number;
  /** Who pays for what, and the booking's answers (decision 060) as extra string entries. */
  metadata: { eventId: number | string; userId: number | string } & Record<string, number | string>;
  idempotencyKey: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amount: number;
}

export interface PaymentIntentInfo {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  latestChargeId: string | null;
  destinationAccountId: string | null;
  applicationFeeAmount: number | null;
}

export interface RefundInfo {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  paymentIntentId: string;
  amount: number;
}

export interface ConnectAccountInfo {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  email: string | null;
  metadata: Record<string, string>;
  businessName: string | null;
  /** epoch seconds */
  created: number;
}

export interface VerificationSessionInfo {
  id: string;
  status: VerificationStatus;
  lastError: { code: string | null } | null;
  metadata: Record<string, string>;
  /** Only while the session waits for the user (requires_input). */
  url: string | null;
  /** What the document check read, once verified (Stripe: the last verification report). */
  verifiedDocument: VerifiedDocument | null;
}

export interface VerifiedDocument {
  fullName: string | null;
  /** Stripe's document type: 'driving_license', 'passport' or 'id_card'. */
  type: string | null;
  /** The issuing country (ISO 3166-1 alpha-2). */
  issuer: string | null;
  /** YYYY-MM-DD */
  expiry: string | null;
}

/** A verified webhook event, in Stripe's shape. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** epoch seconds */
  created: number;
  data: { object: Record<string, unknown> };
}

export type GatewayErrorType =
  | 'card_error'
  | 'invalid_request_error'
  | 'idempotency_error'
  | 'authentication_error'
  | 'rate_limit_error'
  | 'api_connection_error'
  | 'api_error';

/** What either gateway throws when the provider refuses or fails: Stripe's type and code. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly type: GatewayErrorType,
    readonly code: string | null,
    message: string,
    readonly statusCode: number,
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }

  static missing(kind: string, id: string) {
    return new PaymentGatewayError(
      'invalid_request_error',
      'resource_missing',
      `No such ${kind}: '${id}'`,
      404,
    );
  }

  get isMissing() {
    return this.code === 'resource_missing';
  }
}

/** The provider has no such object (Stripe's `resource_missing`). */
export function isMissing(err: unknown): boolean {
  return err instanceof PaymentGatewayError && err.isMissing;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Metadata as the provider stores it: every value a string. */
export function metadataStrings(metadata: Record<string, number | string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)]));
}
