import { describe, expect, it } from 'vitest';
import { loginRateLimitedMessage, resendCooldownMessage } from './errors.ts';

describe('wait messages', () => {
  it('round up to whole minutes, or seconds under a minute, singular when one', () => {
    expect(resendCooldownMessage(300)).toBe(
      'Please wait 5 minutes before requesting another verification email.',
    );
    expect(resendCooldownMessage(241)).toBe(
      'Please wait 5 minutes before requesting another verification email.',
    );
    expect(resendCooldownMessage(60)).toBe(
      'Please wait 1 minute before requesting another verification email.',
    );
    expect(resendCooldownMessage(59)).toBe(
      'Please wait 59 seconds before requesting another verification email.',
    );
    expect(resendCooldownMessage(0.2)).toBe(
      'Please wait 1 second before requesting another verification email.',
    );
    expect(loginRateLimitedMessage(900)).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
  });
});
