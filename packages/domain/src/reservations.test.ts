import { describe, expect, it } from 'vitest';
import {
  canCancelReservation,
  cancellationTooLateMessage,
  createReviewSchema,
} from './reservations.ts';

describe('cancellation window', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('allows cancelling 48 hours or more ahead only', () => {
    expect(canCancelReservation('2026-11-24T12:00:00Z', now)).toBe(true);
    expect(canCancelReservation('2026-11-24T11:59:00Z', now)).toBe(false);
  });
  it('words the refusal with the hours left', () => {
    expect(cancellationTooLateMessage(20.7)).toBe(
      'Reservations cannot be cancelled less than 48 hours before event start time. Your event starts in 20 hours.',
    );
  });
});

describe('createReviewSchema', () => {
  it('keeps ratings to 1..5', () => {
    expect(createReviewSchema.safeParse({ rating: 5, review: 'Lovely' }).success).toBe(true);
    expect(createReviewSchema.safeParse({ rating: 0, review: '' }).success).toBe(false);
    expect(createReviewSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(createReviewSchema.safeParse({ rating: 2.5 }).success).toBe(false);
  });
});
