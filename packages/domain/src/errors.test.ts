import { describe, expect, it } from 'vitest';
import { loginRateLimitedMessage, resendCooldownMessage, resendWaitSeconds } from './errors.ts';

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

describe('resendWaitSeconds', () => {
  const sent = '2026-11-26T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('counts the 5 minutes from the last email sent, sign-up included', () => {
    expect(resendWaitSeconds(sent, at('2026-11-26T10:00:00.000Z'))).toBe(300);
    expect(resendWaitSeconds(sent, at('2026-11-26T10:04:59.500Z'))).toBe(1);
    expect(resendWaitSeconds(sent, at('2026-11-26T10:05:00.000Z'))).toBe(0);
    expect(resendWaitSeconds(new Date(sent), at('2026-11-26T10:01:00.000Z'))).toBe(240);
  });
  it('lets one ask when nothing was sent or the stamp is unreadable', () => {
    expect(resendWaitSeconds(null)).toBe(0);
    expect(resendWaitSeconds('not a date')).toBe(0);
  });
});
