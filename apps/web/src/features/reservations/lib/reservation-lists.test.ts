import type { Reservation } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { cancellationBlockedReason, upcomingReservations } from './reservation-lists.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

function reservation(id: number, over: { status?: boolean; active?: boolean; inHours: number }) {
  return {
    id,
    status: over.status ?? true,
    event: { status: over.active ?? true, dateTime: hoursFromNow(over.inHours) },
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
    expect(cancellationBlockedReason(hoursFromNow(48), new Date(NOW))).toBeNull();
    expect(cancellationBlockedReason(hoursFromNow(300), new Date(NOW))).toBeNull();
  });

  it('refuses under 48 hours with the spec message and the whole hours left', () => {
    expect(cancellationBlockedReason(hoursFromNow(47.9), new Date(NOW))).toBe(
      'Reservations cannot be cancelled less than 48 hours before event start time. Your event starts in 47 hours.',
    );
  });
});
