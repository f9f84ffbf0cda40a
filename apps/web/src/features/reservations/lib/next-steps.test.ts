import type { ReservationDetail } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { nextSteps, parseReservationId } from './next-steps.ts';

const NOW = new Date('2030-06-01T12:00:00Z');
const inHours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

function reservation(over: { status?: boolean; amountPaid?: number; startsIn: number }) {
  return {
    id: 9,
    status: over.status ?? true,
    amountPaid: over.amountPaid ?? 0,
    event: {
      dateTime: inHours(over.startsIn),
      timeZone: 'America/Los_Angeles',
      restaurantName: 'Midtown Ember',
      refundPolicy: 'flexible',
      materialChangeAt: null,
      host: { name: 'Eleanor' },
    },
  } as unknown as ReservationDetail;
}

describe('what happens next', () => {
  it('lists the steps, with cancelling open 48 hours ahead and the refund for a paid seat', () => {
    const next = nextSteps(reservation({ startsIn: 72, amountPaid: 4669 }), NOW);
    expect(next.kind).toBe('steps');
    const steps = next.kind === 'steps' ? next.steps : [];
    expect(steps).toHaveLength(4);
    expect(steps[2]).toBe(
      'Plans change? Cancel from your profile up to 48 hours before the dinner, so someone else can take your seat. Full refund if you cancel at least 48 hours before the dinner.',
    );
    // 72 hours after 5 AM in Sacramento (PDT): 5:00 AM, in the dinner's zone
    expect(steps[3]).toBe(
      'On the night, ask for Eleanor’s table at Midtown Ember. The conversation starts at 5:00 AM PDT.',
    );
  });

  it('says cancelling has closed inside 48 hours, and nothing of refunds for a free seat', () => {
    const stepsOf = (startsIn: number) => {
      const next = nextSteps(reservation({ startsIn }), NOW);
      return next.kind === 'steps' ? next.steps : [];
    };
    expect(stepsOf(30)[2]).toBe(
      'Cancellations closed 48 hours before the dinner. If something comes up, please let your host know.',
    );
    expect(stepsOf(72)[2]).not.toContain('refund');
  });

  it('says a cancelled seat was cancelled (and refunded when paid), and a past dinner took place', () => {
    expect(nextSteps(reservation({ startsIn: 72, status: false }), NOW)).toEqual({
      kind: 'cancelled',
      text: 'This reservation was cancelled.',
    });
    expect(nextSteps(reservation({ startsIn: 72, status: false, amountPaid: 2606 }), NOW)).toEqual({
      kind: 'cancelled',
      text: 'This reservation was cancelled. Your payment of $26.06 is refunded to your card.',
    });
    expect(nextSteps(reservation({ startsIn: -3 }), NOW)).toEqual({
      kind: 'past',
      text: 'This dinner took place on Saturday, June 1, 2030. How was it?',
    });
  });
});

describe('the reservation id of the address', () => {
  it('is a positive 32-bit integer or nothing', () => {
    expect(parseReservationId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '12345678901'])
      expect(parseReservationId(bad)).toBeNull();
  });
});
