import type { PaymentsConfig } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { type PaymentPhase, paymentView } from './payment-view.ts';

const simulated: PaymentsConfig = {
  paymentsMode: 'simulated',
  publishableKey: null,
  demoMode: false,
};
const stripe: PaymentsConfig = {
  paymentsMode: 'stripe',
  publishableKey: 'pk_test_1',
  demoMode: false,
};
const ready = {
  phase: 'form' as PaymentPhase,
  creating: false,
  configFailed: false,
  intentReady: true,
};

describe('paymentView', () => {
  it('shows the card form of the payments mode once the intent is ready', () => {
    expect(paymentView({ ...ready, config: simulated })).toBe('simulated-form');
    expect(paymentView({ ...ready, config: stripe })).toBe('stripe-form');
  });

  it('Stripe without a publishable key is unavailable', () => {
    expect(paymentView({ ...ready, config: { ...stripe, publishableKey: null } })).toBe(
      'unavailable',
    );
  });

  it('prepares while the intent or the config is being asked for', () => {
    expect(paymentView({ ...ready, creating: true, config: undefined })).toBe('preparing');
  });

  it('a failed config is unavailable, whatever the intent did', () => {
    expect(paymentView({ ...ready, configFailed: true, config: undefined })).toBe('unavailable');
    expect(
      paymentView({ ...ready, configFailed: true, intentReady: false, config: undefined }),
    ).toBe('unavailable');
  });

  it('an intent that failed, or no config, is an intent error', () => {
    expect(paymentView({ ...ready, intentReady: false, config: simulated })).toBe('intent-error');
    expect(paymentView({ ...ready, config: undefined })).toBe('intent-error');
  });

  it.each(['processing', 'succeeded', 'reservation-failed'] as const)(
    'a card outcome (%s) wins over everything else',
    (phase) => {
      expect(
        paymentView({
          phase,
          creating: true,
          configFailed: true,
          intentReady: false,
          config: undefined,
        }),
      ).toBe(phase);
    },
  );
});
