import { describe, expect, it } from 'vitest';
import type { RefundPolicy } from './refund-policy.ts';
import {
  bookingTerms,
  cancellationTooLateMessage,
  createReviewSchema,
  guestCancellationTerms,
  hasEventEnded,
  reservationsQuerySchema,
} from './reservations.ts';

describe('cancellation window', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const dinner = (dateTime: string, price: number, refundPolicy: RefundPolicy = 'flexible') => ({
    dateTime,
    price,
    refundPolicy,
  });
  it('allows cancelling 48 hours or more ahead only', () => {
    const booked = '2026-11-01T12:00:00Z';
    expect(guestCancellationTerms(dinner('2026-11-24T12:00:00Z', 0), booked, now).allowed).toBe(
      true,
    );
    expect(guestCancellationTerms(dinner('2026-11-24T11:59:00Z', 0), booked, now).allowed).toBe(
      false,
    );
  });
  it('gives the policy before booking, or that a seat booked inside the window cannot be cancelled', () => {
    expect(bookingTerms(dinner('2026-11-24T12:00:00Z', 4500), now)).toEqual({
      cancellable: true,
      text: 'Flexible refund policy: Full refund if you cancel at least 48 hours before the dinner.',
    });
    expect(bookingTerms(dinner('2026-12-24T12:00:00Z', 4500, 'strict'), now).text).toBe(
      'Strict refund policy: No refund when you cancel (you may cancel until 48 hours before the dinner).',
    );
    for (const price of [0, 4500]) {
      expect(bookingTerms(dinner('2026-11-24T11:59:00Z', price), now)).toEqual({
        cancellable: false,
        text: 'This dinner starts in less than 48 hours: a seat booked now cannot be cancelled.',
      });
    }
  });
  it('promises no refund on a free dinner', () => {
    expect(bookingTerms(dinner('2026-11-24T12:00:00Z', 0, 'strict'), now)).toEqual({
      cancellable: true,
      text: 'Cancel until 48 hours before the dinner so another guest can take your seat.',
    });
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

describe('hasEventEnded', () => {
  it('counts a dinner as ended two hours after it starts', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(hasEventEnded('2026-11-22T10:00:00Z', now)).toBe(true);
    expect(hasEventEnded('2026-11-22T10:01:00Z', now)).toBe(false);
  });
});

describe('reservationsQuerySchema', () => {
  it('reads all=true/1 as true and anything else as false', () => {
    expect(reservationsQuerySchema.parse({ all: 'true' }).all).toBe(true);
    expect(reservationsQuerySchema.parse({ all: '1' }).all).toBe(true);
    expect(reservationsQuerySchema.parse({ all: 'nope', t: '1' }).all).toBe(false);
    expect(reservationsQuerySchema.parse({}).all).toBe(false);
  });
});
