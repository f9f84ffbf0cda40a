import { describe, expect, it } from 'vitest';
import { payoutState } from './payout-state.ts';

const host = {
  isHost: true,
  stripeConnectId: null,
  stripeConnectStatus: null,
  stripeConnectOnboardingComplete: false,
};

describe('payout state', () => {
  it('is not connected without an account', () => {
    expect(payoutState(host)).toBe('not-connected');
  });

  it('is pending while the account is not ready', () => {
    expect(
      payoutState({ ...host, stripeConnectId: 'acct_1', stripeConnectStatus: 'pending' }),
    ).toBe('pending');
    expect(payoutState({ ...host, stripeConnectId: 'acct_1' })).toBe('pending');
    expect(
      payoutState({
        ...host,
        stripeConnectId: 'acct_1',
        stripeConnectStatus: 'pending',
        stripeConnectOnboardingComplete: true,
      }),
    ).toBe('pending');
  });

  it('is complete once onboarding is done and not pending', () => {
    expect(
      payoutState({
        ...host,
        stripeConnectId: 'acct_1',
        stripeConnectStatus: 'complete',
        stripeConnectOnboardingComplete: true,
      }),
    ).toBe('complete');
  });
});
