import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { boundedText } from './text.ts';

const STRIPE_ID =
  /\b(acct|pi|ch|re|cus|pm|seti|vs|evt|py|tr)_([A-Za-z0-9]+)(?:_secret_[A-Za-z0-9]+)?/g;

/** 'No such destination: acct_1AbCdEf123' -> 'No such destination: acct_****f123'. */
export function maskPaymentIds(text: string): string {
  return text.replace(
    STRIPE_ID,
    (_m, prefix: string, rest: string) => `${prefix}_****${rest.slice(-4)}`,
  );
}

/** A Stripe object id such as `pi_3Abc`: its prefix, then letters and digits. */
function stripeIdSchema(prefix: string, message: string) {
  return boundedText(100, message).regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), message);
}

/** POST /api/stripe/simulated/confirm: what the simulated card form sends (card data never leaves the API). */
export const simulatedConfirmRequestSchema = z.object({
  paymentIntentId: stripeIdSchema('pi', 'Invalid payment intent'),
  clientSecret: boundedText(200).min(1),
  cardNumber: boundedText(40, PAYMENT_MESSAGES.VALIDATION)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, PAYMENT_MESSAGES.VALIDATION)),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, PAYMENT_MESSAGES.VALIDATION)
    .max(12, PAYMENT_MESSAGES.VALIDATION),
  expYear: z.coerce
    .number()
    .int()
    .min(0, PAYMENT_MESSAGES.VALIDATION)
    .max(2100, PAYMENT_MESSAGES.VALIDATION)
    // '34' means 2034, as on the card
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvc: boundedText(4, PAYMENT_MESSAGES.VALIDATION).regex(/^\d{3,4}$/, PAYMENT_MESSAGES.VALIDATION),
});
export type SimulatedConfirmRequest = z.input<typeof simulatedConfirmRequestSchema>;

/** Stripe's payment intent statuses; the simulated gateway's table stores the same. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export const paymentIntentStatusSchema = z.enum(PAYMENT_INTENT_STATUSES);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

export const cardErrorSchema = z.object({
  type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
  code: z.string(),
  declineCode: z.string().nullable(),
  message: z.string(),
});
export type CardError = z.infer<typeof cardErrorSchema>;

/**
 * The simulated confirm answers like Stripe.js's `confirmCardPayment`: either the payment intent
 * or a card error, so the payment form reads both modes the same way.
 */
export const simulatedConfirmResponseSchema = z.union([
  z.object({
    paymentIntent: z.object({
      id: z.string(),
      status: paymentIntentStatusSchema,
      amount: z.number().int(),
    }),
  }),
  z.object({ error: cardErrorSchema }),
]);

export const connectStatusSchema = z.enum(['pending', 'complete']);

/** POST /api/stripe/create-connect-account */
export const connectOnboardingResponseSchema = z.object({ url: z.string() });

/** POST /api/stripe/set-latest-stripe-data */
export const connectStatusResponseSchema = z.object({
  status: connectStatusSchema.nullable(),
  onboardingComplete: z.boolean(),
});
export type ConnectStatusResponse = z.infer<typeof connectStatusResponseSchema>;

export const connectAccountIdSchema = stripeIdSchema('acct', 'Invalid Connect account id');

/** One payout (Connect) account in the admin list, in Stripe's own field names (spec section 3). */
export const connectAccountSchema = z.object({
  id: z.string(),
  metadata: z.object({ userId: z.string().optional() }),
  business_profile: z.object({ name: z.string().nullable() }),
  email: z.string().nullable(),
  charges_enabled: z.boolean(),
  /** epoch seconds */
  created: z.number().int(),
});
export type ConnectAccount = z.infer<typeof connectAccountSchema>;

/** Active when charges are enabled, otherwise Pending (spec section 4, Badges). */
export function connectAccountBadge(
  a: Pick<ConnectAccount, 'charges_enabled'>,
): 'Active' | 'Pending' {
  return a.charges_enabled ? 'Active' : 'Pending';
}

export const connectAccountListSchema = z.array(connectAccountSchema);
export const deleteConnectAccountResponseSchema = z.object({
  deleted: z.literal(true),
  id: z.string(),
});
export const cleanupAccountsResponseSchema = z.object({ deleted: z.number().int() });

export const verificationSessionIdSchema = stripeIdSchema('vs', 'Invalid verification session id');

export const verificationStatusSchema = z.enum([
  'requires_input',
  'processing',
  'verified',
  'canceled',
]);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** POST /api/stripe/identity-verification */
export const identityVerificationStartResponseSchema = z.object({
  url: z.string(),
  id: z.string(),
});

/** GET /api/stripe/identity-verification/:sessionId */
export const identityVerificationStatusResponseSchema = z.object({
  status: verificationStatusSchema,
  lastError: z.object({ code: z.string().nullable() }).nullable(),
});
export type IdentityVerificationStatus = z.infer<typeof identityVerificationStatusResponseSchema>;
