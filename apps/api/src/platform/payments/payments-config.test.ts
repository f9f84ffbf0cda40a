import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { baseEnv, configError } from '../../test/config-env.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';

const base = baseEnv;

describe('loadConfig: Stripe keys', () => {
  it('defaults to the simulated gateway with a generated webhook secret', () => {
    const c = loadConfig(base);
    expect(c.paymentsMode).toBe('simulated');
    expect(c.stripePublishableKey).toBeNull();
    expect(c.stripeWebhookSecret).toMatch(/^whsec_/);
    expect(loadConfig(base).stripeWebhookSecret).toBe(c.stripeWebhookSecret);
  });

  it('selects Stripe when both keys are set', () => {
    const c = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(c).toMatchObject({
      paymentsMode: 'stripe',
      stripeSecretKey: 'sk_test_abc123',
      stripePublishableKey: 'pk_test_abc123',
      stripeWebhookSecret: 'whsec_abc',
    });
  });

  it.each(['abc', 'sk_test_abc', 'pk_abc', 'pk_prod_abc', 'pk_test_', ' pk_test_abc'])(
    'refuses the publishable key %j with a clear message',
    (key) => {
      const message = configError({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: key,
      });
      expect(message).toContain('STRIPE_PUBLISHABLE_KEY: must start with pk_test_ or pk_live_');
    },
  );

  it('refuses a malformed secret key or webhook secret', () => {
    expect(
      configError({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    ).toContain('STRIPE_SECRET_KEY: must start with sk_test_ or sk_live_');
    expect(configError({ STRIPE_WEBHOOK_SECRET: 'secret' })).toContain(
      'STRIPE_WEBHOOK_SECRET: must start with whsec_',
    );
  });

  it('refuses one key without the other, and test mixed with live', () => {
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
    );
    expect(configError({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toContain(
      'STRIPE_SECRET_KEY: is required when STRIPE_PUBLISHABLE_KEY is set',
    );
    expect(
      configError({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    ).toContain('same mode');
  });

  it('requires the webhook secret in production with Stripe', () => {
    expect(
      configError({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      }),
    ).toContain('STRIPE_WEBHOOK_SECRET: is required in production');
  });
});

describe('loadConfig: payments mode in production (audit finding 4)', () => {
  const prod = { NODE_ENV: 'production', SESSION_SECRET: base.SESSION_SECRET };

  it('refuses to start in production without Stripe keys', () => {
    expect(configError(prod)).toContain(
      'STRIPE_SECRET_KEY: is required in production (set PAYMENTS_MODE=simulated on purpose',
    );
  });

  it('runs a production demo only when PAYMENTS_MODE=simulated is set, and says so', () => {
    const c = loadConfig({ ...base, ...prod, PAYMENTS_MODE: 'simulated' });
    expect(c).toMatchObject({ paymentsMode: 'simulated', demoMode: true });
    expect(loadConfig(base).demoMode).toBe(false);
  });

  it('refuses PAYMENTS_MODE=stripe without keys', () => {
    expect(configError({ PAYMENTS_MODE: 'stripe' })).toContain(
      'STRIPE_SECRET_KEY: is required when PAYMENTS_MODE is stripe',
    );
  });

  it('GET /api/config tells the browser about demo mode', async () => {
    const demo = await createTestApp({ demoMode: true });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ paymentsMode: 'simulated', demoMode: true });
    } finally {
      await demo.close();
    }
  });
});

describe('loadConfig: TRUST_PROXY (audit finding 2)', () => {
  it('trusts no proxy by default, in production too', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'simulated' }).trustProxy,
    ).toBe(false);
  });

  it('takes a hop count or addresses', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(configError({ TRUST_PROXY: 'everyone' })).toContain('TRUST_PROXY: must be a hop count');
  });
});

describe('GET /api/config', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('tells a visitor the simulated mode and no key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentsMode: 'simulated',
      publishableKey: null,
      demoMode: false,
    });
  });

  describe('in Stripe mode', () => {
    let fake: FakeStripe;
    let stripeCtx: TestContext;
    beforeAll(async () => {
      fake = await startFakeStripe();
      stripeCtx = await createTestApp(stripeModeConfig(fake, 'pk_test_visible123'));
    });
    afterAll(async () => {
      await stripeCtx.close();
      await fake.close();
    });

    it('gives the publishable key and never the secret', async () => {
      const res = await stripeCtx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toEqual({
        paymentsMode: 'stripe',
        publishableKey: 'pk_test_visible123',
        demoMode: false,
      });
      expect(res.body).not.toContain(fake.apiKey);
      expect(res.body).not.toContain('whsec_');
    });
  });
});
