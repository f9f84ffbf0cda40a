import type { Reservation } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import {
  cancellationBlockedReason,
  cancelledReservations,
  refundText,
  upcomingReservations,
} from './reservation-lists.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

function reservation(id: number, over: { status?: boolean; active?: boolean; inHours: number }) {
  return {
    id,
    status: over.status ?? true,
    createdAt: hoursFromNow(-24 * 30),
    event: {
      status: over.active ?? true,
      dateTime: hoursFromNow(over.inHours),
      refundPolicy: 'flexible',
      materialChangeAt: null,
    },
  } as unknown as Reservation;
}

describe('upcoming reservations', () => {
  it('keeps future, confirmed reservations on active events, soonest first', () => {
    const list = [
      reservation(1, { inHours: 200 }),
      reservation(2, { inHours: -1 }),
      reservation(3, { inHours: 50, status: false }),
      reservation(4, { inHours: 72, active: false }),
      reservation(5, { inHours: 10 }),
    ];
    expect(upcomingReservations(list, NOW).map((r) => r.id)).toEqual([5, 1]);
  });
});

describe('cancellation window', () => {
  it('allows cancelling 48 hours or more ahead', () => {
    const seat = (h: number) => reservation(9, { inHours: h });
    expect(cancellationBlockedReason(seat(48), new Date(NOW))).toBeNull();
    expect(cancellationBlockedReason(seat(300), new Date(NOW))).toBeNull();
  });

  it('refuses under 48 hours with the spec message and the whole hours left', () => {
    expect(cancellationBlockedReason(reservation(9, { inHours: 47.9 }), new Date(NOW))).toBe(
      'Reservations cannot be cancelled less than 48 hours before event start time. Your event starts in 47 hours.',
    );
  });
});

describe('cancelled reservations', () => {
  it('keeps the cancelled ones, most recently cancelled first', () => {
    const list = [
      {
        id: 1,
        status: false,
        cancelledAt: '2030-05-01T00:00:00Z',
        createdAt: '2030-04-01T00:00:00Z',
      },
      { id: 2, status: true, cancelledAt: null, createdAt: '2030-04-02T00:00:00Z' },
      {
        id: 3,
        status: false,
        cancelledAt: '2030-05-20T00:00:00Z',
        createdAt: '2030-04-03T00:00:00Z',
      },
    ] as unknown as Reservation[];
    expect(cancelledReservations(list).map((r) => r.id)).toEqual([3, 1]);
  });

  it.each([
    [0, null, 'Free seat'],
    [4500, 'succeeded', '$45.00 refunded'],
    [4500, 'pending', 'Refund of $45.00 in progress'],
    [4500, 'required', 'Refund of $45.00 in progress'],
    [4500, 'failed', 'Refund of $45.00 failed: contact us'],
    [4500, null, '$45.00 paid, not refunded'],
  ] as const)('%s cents with refund %s reads %s', (amountPaid, refundStatus, text) => {
    expect(refundText({ amountPaid, refundStatus })).toBe(text);
  });
});
