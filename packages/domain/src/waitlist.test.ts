import { describe, expect, it } from 'vitest';
import { canJoinWaitlist, offerExpiresAt } from './waitlist-rules.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

describe('waitlist rules', () => {
  it('joining closes when the 48-hour cancellation window starts', () => {
    expect(canJoinWaitlist(inHours(48), now)).toBe(true);
    expect(canJoinWaitlist(inHours(47.99), now)).toBe(false);
  });

  it('an offer lasts 12 hours, half the time left when shorter, and none in the last 2 hours', () => {
    expect(offerExpiresAt(inHours(72), now)).toEqual(inHours(12));
    expect(offerExpiresAt(inHours(24), now)).toEqual(inHours(12));
    expect(offerExpiresAt(inHours(10), now)).toEqual(inHours(5));
    expect(offerExpiresAt(inHours(2), now)).toEqual(inHours(1));
    expect(offerExpiresAt(inHours(1.99), now)).toBeNull();
    expect(offerExpiresAt(inHours(-1), now)).toBeNull();
  });
});
