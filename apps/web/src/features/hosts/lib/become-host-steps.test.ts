import { describe, expect, it } from 'vitest';
import { disabledReason, firstStep, mayOpen, STEP_TITLES } from './become-host-steps.ts';

describe('firstStep', () => {
  it('opens an application, an identity check or a retry', () => {
    expect(firstStep({ kind: 'apply', disabled: false })).toBe('application');
    expect(firstStep({ kind: 'verify', disabled: false })).toBe('identity');
    expect(firstStep({ kind: 'retry', step: 'identity' })).toBe('retry');
  });
  it('titles each step as the dialog shows it', () => {
    expect(STEP_TITLES).toEqual({
      retry: 'Verification Failed',
      application: 'Become a Host',
      identity: 'Verify your identity',
    });
  });
});

describe('mayOpen', () => {
  it('opens a retry always, and another step only when it is not waiting', () => {
    expect(mayOpen({ kind: 'retry', step: 'application' })).toBe(true);
    expect(mayOpen({ kind: 'apply', disabled: false })).toBe(true);
    expect(mayOpen({ kind: 'apply', disabled: true })).toBe(false);
    expect(mayOpen({ kind: 'verify', disabled: true })).toBe(false);
    expect(mayOpen(null)).toBe(false);
  });
});

describe('disabledReason', () => {
  it.each(['in_progress', 'processing'])('an identity check %s is being processed', (status) => {
    expect(disabledReason({ idmeVerificationStatus: status })).toBe(
      'Your identity check is being processed.',
    );
  });
  it('otherwise the application waits for an admin', () => {
    expect(disabledReason({ idmeVerificationStatus: 'verified' })).toBe(
      'Your application is waiting for an admin review.',
    );
  });
});
