import { type SimulatedIdentityOutcome, TEST_CARDS } from '@storytable/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  fakeStripeSdk,
  startFakeStripe,
} from '../../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import {
  type CreatedPaymentIntent,
  type PaymentGateway,
  PaymentGatewayError,
  WebhookSignatureError,
} from '../gateway.ts';
import { SimulatedGateway } from '../simulated/simulated-gateway.ts';
import { signWebhookPayload } from '../webhooks/webhook-signature.ts';
import { StripeGateway } from './stripe-gateway.ts';

/**
 * One contract, two implementations: StripeGateway through the real `stripe` SDK against a local
 * HTTP fake of Stripe, and SimulatedGateway on the real test database. What differs is only how
 * the outside world acts (a card is paid, a host finishes onboarding, a person is verified).
 */
interface Harness {
  gateway: PaymentGateway;
  webhookSecret: string;
  enableAccount(id: string): Promise<void>;
  pay(pi: CreatedPaymentIntent, outcome: 'succeeds' | 'declined'): Promise<void>;
  completeVerification(id: string, outcome: SimulatedIdentityOutcome): Promise<void>;
  close(): Promise<void>;
}

const WEBHOOK_SECRET = 'whsec_contract_test_secret';

async function stripeHarness(): Promise<Harness> {
  // a page size of 2 makes listAccounts follow Stripe's pagination
  const fake: FakeStripe = await startFakeStripe({ pageSize: 2 });
  const gateway = new StripeGateway({
    secretKey: fake.apiKey,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
    maxNetworkRetries: 0,
  });
  const sdk = fakeStripeSdk(fake);
  return {
    gateway,
    webhookSecret: WEBHOOK_SECRET,
    enableAccount: async (id) => fake.enableAccount(id),
    async pay(pi, outcome) {
      const paymentMethod = outcome === 'succeeds' ? 'pm_card_visa' : 'pm_card_chargeDeclined';
      await sdk.paymentIntents.confirm(pi.id, { payment_method: paymentMethod }).catch((err) => {
        if (outcome === 'succeeds') throw err;
      });
    },
    completeVerification: async (id, outcome) => fake.completeVerification(id, outcome),
    close: () => fake.close(),
  };
}

async function simulatedHarness(): Promise<Harness> {
  const ctx: TestContext = await createTestApp();
  const gateway = ctx.app.deps.payments;
  if (!(gateway instanceof SimulatedGateway)) throw new Error('expected the simulated gateway');
  return {
    gateway,
    webhookSecret: ctx.config.stripeWebhookSecret,
    enableAccount: async (id) => {
      await gateway.completeOnboarding(id);
    },
    async pay(pi, outcome) {
      await gateway.confirmPaymentIntent({
        paymentIntentId: pi.id,
        clientSecret: pi.clientSecret,
        cardNumber: outcome === 'succeeds' ? TEST_CARDS.SUCCEEDS : TEST_CARDS.DECLINED,
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
      });
    },
    completeVerification: async (id, outcome) => {
      await gateway.completeVerification(id, outcome);
    },
    close: () => ctx.close(),
  };
}

let keySeq = 0;
const key = () => `contract-${process.pid}-${Date.now()}-${++keySeq}`;

async function expectGatewayError(
  promise: Promise<unknown>,
  expected: Partial<Pick<PaymentGatewayError, 'type' | 'code' | 'statusCode'>>,
) {
  const err = await promise.then(
    () => {
      throw new Error('expected a PaymentGatewayError');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentGatewayError);
  expect(err).toMatchObject(expected);
}

describe.each([
  ['StripeGateway (stripe SDK -> local fake)', stripeHarness],
  ['SimulatedGateway (database)', simulatedHarness],
])('PaymentGateway contract: %s', (_name, makeHarness) => {
  let h: Harness;
  let host: { id: string };

  beforeAll(async () => {
    h = await makeHarness();
    const account = await h.gateway.createAccount({
      email: 'host@example.test',
      userId: 41,
      name: 'Ada Host',
    });
    await h.enableAccount(account.id);
    host = account;
  });
  afterAll(() => h.close());

  const intent = (overrides: { amount?: number; idempotencyKey?: string } = {}) =>
    h.gateway.createPaymentIntent({
      amount: overrides.amount ?? 5180,
      currency: 'usd',
      destinationAccountId: host.id,
      applicationFeeAmount: 180,
      metadata: { eventId: 12, userId: 7 },
      idempotencyKey: overrides.idempotencyKey ?? key(),
    });

  describe('payment intents', () => {
    it('creates a destination charge waiting for a payment method', async () => {
      const pi = await intent();
      expect(pi.id).toMatch(/^pi_[A-Za-z0-9]+$/);
      expect(pi.clientSecret.startsWith(`${pi.id}_secret_`)).toBe(true);
      expect(pi).toMatchObject({ status: 'requires_payment_method', amount: 5180 });

      const got = await h.gateway.retrievePaymentIntent(pi.id);
      expect(got).toMatchObject({
        id: pi.id,
        status: 'requires_payment_method',
        amount: 5180,
        currency: 'usd',
        metadata: { eventId: '12', userId: '7' },
        latestChargeId: null,
        destinationAccountId: host.id,
        applicationFeeAmount: 180,
      });
    });

    it('gives the same intent for the same idempotency key, another for another key', async () => {
      const k = key();
      const a = await intent({ idempotencyKey: k });
      const b = await intent({ idempotencyKey: k });
      const c = await intent();
      expect(b.id).toBe(a.id);
      expect(b.clientSecret).toBe(a.clientSecret);
      expect(c.id).not.toBe(a.id);
    });

    it('refuses an idempotency key reused with other parameters', async () => {
      const k = key();
      await intent({ idempotencyKey: k });
      await expectGatewayError(intent({ idempotencyKey: k, amount: 9999 }), {
        type: 'idempotency_error',
        statusCode: 400,
      });
    });

    it('refuses an amount under the minimum and an unknown or unready destination', async () => {
      await expectGatewayError(intent({ amount: 10 }), { code: 'amount_too_small' });
      const base = {
        amount: 5000,
        currency: 'usd' as const,
        metadata: { eventId: 1, userId: 2 },
      };
      await expectGatewayError(
        h.gateway.createPaymentIntent({
          ...base,
          destinationAccountId: 'acct_1DoesNotExist00',
          idempotencyKey: key(),
        }),
        { type: 'invalid_request_error', code: 'resource_missing' },
      );
      const unready = await h.gateway.createAccount({
        email: 'n@example.test',
        userId: 5,
        name: 'N',
      });
      await expectGatewayError(
        h.gateway.createPaymentIntent({
          ...base,
          destinationAccountId: unready.id,
          idempotencyKey: key(),
        }),
        { code: 'insufficient_capabilities_for_transfer' },
      );
      await h.gateway.deleteAccount(unready.id);
    });

    it('reports a missing intent as resource_missing', async () => {
      await expectGatewayError(h.gateway.retrievePaymentIntent('pi_doesNotExist000000000000'), {
        code: 'resource_missing',
        statusCode: 404,
      });
    });

    it('shows a paid intent as succeeded with its charge', async () => {
      const pi = await intent();
      await h.pay(pi, 'succeeds');
      const got = await h.gateway.retrievePaymentIntent(pi.id);
      expect(got.status).toBe('succeeded');
      expect(got.latestChargeId).toMatch(/^ch_/);
    });

    it('leaves a declined intent waiting for another payment method', async () => {
      const pi = await intent();
      await h.pay(pi, 'declined');
      const got = await h.gateway.retrievePaymentIntent(pi.id);
      expect(got.status).toBe('requires_payment_method');
    });
  });

  describe('refunds', () => {
    it('refunds a paid intent in full, once; the same key replays the same refund', async () => {
      const pi = await intent();
      await h.pay(pi, 'succeeds');
      const k = key();
      const refund = await h.gateway.createRefund({ paymentIntentId: pi.id, idempotencyKey: k });
      expect(refund).toMatchObject({ status: 'succeeded', paymentIntentId: pi.id, amount: 5180 });
      expect(refund.id).toMatch(/^re_/);
      const again = await h.gateway.createRefund({ paymentIntentId: pi.id, idempotencyKey: k });
      expect(again.id).toBe(refund.id);
      await expectGatewayError(
        h.gateway.createRefund({ paymentIntentId: pi.id, idempotencyKey: key() }),
        { type: 'invalid_request_error', code: 'charge_already_refunded' },
      );
    });

    it('refuses to refund an unpaid intent or a missing one', async () => {
      const pi = await intent();
      await expectGatewayError(
        h.gateway.createRefund({ paymentIntentId: pi.id, idempotencyKey: key() }),
        { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
      );
      await expectGatewayError(
        h.gateway.createRefund({
          paymentIntentId: 'pi_missing00000000000000',
          idempotencyKey: key(),
        }),
        { code: 'resource_missing' },
      );
    });
  });

  describe('Connect accounts', () => {
    it('creates an account that cannot take charges until onboarding is done', async () => {
      const before = Math.floor(Date.now() / 1000) - 5;
      const a = await h.gateway.createAccount({ email: 'bo@example.test', userId: 99, name: 'Bo' });
      expect(a.id).toMatch(/^acct_[A-Za-z0-9]+$/);
      expect(a).toMatchObject({
        chargesEnabled: false,
        detailsSubmitted: false,
        email: 'bo@example.test',
        metadata: { userId: '99' },
        businessName: 'Bo',
      });
      expect(a.created).toBeGreaterThanOrEqual(before);

      const url = await h.gateway.createAccountLink({
        accountId: a.id,
        refreshUrl: 'http://localhost:5000/settings?tab=host',
        returnUrl: 'http://localhost:5000/settings?tab=host&complete=true',
      });
      expect(() => new URL(url)).not.toThrow();

      await h.enableAccount(a.id);
      expect(await h.gateway.retrieveAccount(a.id)).toMatchObject({
        chargesEnabled: true,
        detailsSubmitted: true,
      });
      await h.gateway.deleteAccount(a.id);
    });

    it('lists every account across pages, and forgets deleted ones', async () => {
      const made = [];
      for (let i = 0; i < 3; i++) {
        made.push(
          await h.gateway.createAccount({
            email: `l${i}@example.test`,
            userId: 200 + i,
            name: `L${i}`,
          }),
        );
      }
      const ids = (await h.gateway.listAccounts()).map((a) => a.id);
      for (const a of made) expect(ids).toContain(a.id);
      expect(new Set(ids).size).toBe(ids.length);

      const gone = made[0]!;
      await h.gateway.deleteAccount(gone.id);
      expect((await h.gateway.listAccounts()).map((a) => a.id)).not.toContain(gone.id);
      await expectGatewayError(h.gateway.retrieveAccount(gone.id), { code: 'resource_missing' });
      await expectGatewayError(h.gateway.deleteAccount(gone.id), { code: 'resource_missing' });
      await expectGatewayError(
        h.gateway.createAccountLink({
          accountId: gone.id,
          refreshUrl: 'http://x.test/',
          returnUrl: 'http://x.test/',
        }),
        { code: 'resource_missing' },
      );
      for (const a of made.slice(1)) await h.gateway.deleteAccount(a.id);
    });
  });

  describe('identity verification sessions', () => {
    it('starts waiting for the user, then reports verified', async () => {
      const s = await h.gateway.createVerificationSession({
        userId: 7,
        returnUrl: 'http://localhost:5000/profile?verification=complete',
      });
      expect(s.id).toMatch(/^vs_[A-Za-z0-9]+$/);
      expect(() => new URL(s.url)).not.toThrow();
      expect(s).toMatchObject({
        status: 'requires_input',
        lastError: null,
        metadata: { userId: '7' },
      });

      await h.completeVerification(s.id, 'verified');
      const verified = await h.gateway.retrieveVerificationSession(s.id);
      expect(verified).toMatchObject({ id: s.id, status: 'verified', lastError: null });
      // what the check read, for the admin's review dialog
      expect(verified.verifiedDocument).toMatchObject({ fullName: 'Jenny Rosen' });
      expect(verified.verifiedDocument?.type).toMatch(/^(passport|driving_license|id_card)$/);
      expect(verified.verifiedDocument?.issuer).toMatch(/^[A-Z]{2}$/);
      expect(verified.verifiedDocument?.expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('reports processing, with nothing read yet', async () => {
      const s = await h.gateway.createVerificationSession({
        userId: 9,
        returnUrl: 'http://x.test/',
      });
      await h.completeVerification(s.id, 'processing');
      expect(await h.gateway.retrieveVerificationSession(s.id)).toMatchObject({
        status: 'processing',
        lastError: null,
        verifiedDocument: null,
      });
    });

    it('reports a failed check with its error code', async () => {
      const s = await h.gateway.createVerificationSession({
        userId: 8,
        returnUrl: 'http://x.test/',
      });
      await h.completeVerification(s.id, 'document_expired');
      expect(await h.gateway.retrieveVerificationSession(s.id)).toMatchObject({
        status: 'requires_input',
        lastError: { code: 'document_expired' },
        verifiedDocument: null,
      });
      await h.completeVerification(s.id, 'selfie_face_mismatch');
      expect((await h.gateway.retrieveVerificationSession(s.id)).lastError).toEqual({
        code: 'selfie_face_mismatch',
      });
      await expectGatewayError(
        h.gateway.retrieveVerificationSession('vs_missing0000000000000000'),
        {
          code: 'resource_missing',
        },
      );
    });
  });

  describe('webhook events', () => {
    const payload = JSON.stringify({
      id: 'evt_contract0000000000000001',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1_700_000_000,
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });

    it('accepts our own signature and one made by the stripe SDK', () => {
      const ours = h.gateway.constructEvent(
        Buffer.from(payload),
        signWebhookPayload(payload, h.webhookSecret),
      );
      expect(ours).toMatchObject({
        id: 'evt_contract0000000000000001',
        type: 'payment_intent.succeeded',
      });
      const sdkHeader = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: h.webhookSecret,
      });
      expect(h.gateway.constructEvent(payload, sdkHeader).data.object).toMatchObject({
        id: 'pi_x',
      });
    });

    it('refuses a missing header, a tampered body, another secret and a stale timestamp', () => {
      const good = signWebhookPayload(payload, h.webhookSecret);
      expect(() => h.gateway.constructEvent(payload, undefined)).toThrow(WebhookSignatureError);
      expect(() => h.gateway.constructEvent(payload.replace('pi_x', 'pi_y'), good)).toThrow(
        WebhookSignatureError,
      );
      expect(() =>
        h.gateway.constructEvent(payload, signWebhookPayload(payload, 'whsec_other')),
      ).toThrow(WebhookSignatureError);
      const stale = signWebhookPayload(
        payload,
        h.webhookSecret,
        Math.floor(Date.now() / 1000) - 3600,
      );
      expect(() => h.gateway.constructEvent(payload, stale)).toThrow(WebhookSignatureError);
      expect(() => h.gateway.constructEvent(payload, 'garbage')).toThrow(WebhookSignatureError);
    });

    it('refuses a signed body that is not an event', () => {
      const body = '{"hello":"world"}';
      expect(() =>
        h.gateway.constructEvent(body, signWebhookPayload(body, h.webhookSecret)),
      ).toThrow(WebhookSignatureError);
    });
  });
});

describe('StripeGateway requests (what the SDK sends to Stripe)', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = new StripeGateway({
      secretKey: fake.apiKey,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  it('sends a destination charge with the application fee, metadata and idempotency key', async () => {
    const account = await gateway.createAccount({ email: 'h@example.test', userId: 3, name: 'H' });
    fake.enableAccount(account.id);
    await gateway.createPaymentIntent({
      amount: 2093,
      currency: 'usd',
      destinationAccountId: account.id,
      applicationFeeAmount: 93,
      metadata: { eventId: 5, userId: 9 },
      idempotencyKey: 'pi-user-9-event-5',
    });
    const req = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(req?.headers['idempotency-key']).toBe('pi-user-9-event-5');
    expect(req?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req?.params).toMatchObject({
      amount: '2093',
      currency: 'usd',
      application_fee_amount: '93',
      transfer_data: { destination: account.id },
      metadata: { eventId: '5', userId: '9' },
      allowed_payment_method_types: ['card'],
    });
  });

  it('creates Express-controlled accounts with metadata and asks for onboarding links', async () => {
    const account = await gateway.createAccount({
      email: 'e@example.test',
      userId: 12,
      name: 'Eve',
    });
    await gateway.createAccountLink({
      accountId: account.id,
      refreshUrl: 'http://app.test/settings?tab=host',
      returnUrl: 'http://app.test/settings?tab=host&complete=true',
    });
    const create = fake.requests.findLast((r) => r.path === '/v1/accounts' && r.method === 'POST');
    expect(create?.params).toMatchObject({
      email: 'e@example.test',
      metadata: { userId: '12' },
      business_profile: { name: 'Eve' },
      controller: { stripe_dashboard: { type: 'express' } },
    });
    const link = fake.requests.findLast((r) => r.path === '/v1/account_links');
    expect(link?.params).toEqual({
      account: account.id,
      refresh_url: 'http://app.test/settings?tab=host',
      return_url: 'http://app.test/settings?tab=host&complete=true',
      type: 'account_onboarding',
    });
  });

  it('reverses the transfer and the fee when refunding', async () => {
    const account = await gateway.createAccount({ email: 'r@example.test', userId: 13, name: 'R' });
    fake.enableAccount(account.id);
    const pi = await gateway.createPaymentIntent({
      amount: 1000,
      currency: 'usd',
      destinationAccountId: account.id,
      metadata: { eventId: 1, userId: 2 },
      idempotencyKey: key(),
    });
    const sdk = fakeStripeSdk(fake);
    await sdk.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    await gateway.createRefund({ paymentIntentId: pi.id, idempotencyKey: 'refund-1' });
    const req = fake.requests.findLast((r) => r.path === '/v1/refunds');
    expect(req?.params).toEqual({
      payment_intent: pi.id,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    expect(req?.headers['idempotency-key']).toBe('refund-1');
  });

  it('turns a wrong API key into an authentication error', async () => {
    const wrong = new StripeGateway({
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    await expectGatewayError(wrong.listAccounts(), { statusCode: 401 });
  });
});
