import { describe, expect, it } from 'vitest';
import { whyNotReview } from './may-review.ts';

const now = new Date('2026-11-26T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
// started three hours ago: over (dinners last two hours)
const over = { hostId: 7, dateTime: hours(-3) };
const guest = { userId: 3, attended: true, reviewed: false, now };

describe('whyNotReview', () => {
  it('lets a guest who held a seat review a dinner that is over, once', () => {
    expect(whyNotReview({ ...guest, event: over })).toBeNull();
    expect(whyNotReview({ ...guest, event: over, reviewed: true })).toBe('already_reviewed');
  });

  it('refuses the host, then anyone without a seat, then a dinner not over yet', () => {
    expect(whyNotReview({ ...guest, userId: 7, event: over })).toBe('host');
    expect(whyNotReview({ ...guest, event: over, attended: false })).toBe('not_attended');
    expect(whyNotReview({ ...guest, event: { ...over, dateTime: hours(-1) } })).toBe('not_ended');
    expect(whyNotReview({ ...guest, event: { ...over, dateTime: hours(24) } })).toBe('not_ended');
    expect(whyNotReview({ ...guest, event: { ...over, dateTime: hours(-2) } })).toBeNull();
  });

  it('tells the reasons in order: a stranger to a future dinner is told they did not attend', () => {
    const future = { hostId: 7, dateTime: hours(24) };
    expect(whyNotReview({ ...guest, event: future, attended: false, reviewed: true })).toBe(
      'not_attended',
    );
  });
});
