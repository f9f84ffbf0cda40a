import { describe, expect, it } from 'vitest';
import { withOneSeatLess } from './create-reservation.ts';
import { hasActiveReservation } from './get-reservations.ts';

describe('reservation cache helpers', () => {
  it('takes one seat, never below zero', () => {
    expect(withOneSeatLess({ availableSpots: 3 }).availableSpots).toBe(2);
    expect(withOneSeatLess({ availableSpots: 0 }).availableSpots).toBe(0);
  });

  it('sees only a confirmed, not cancelled reservation of this event', () => {
    const r = (eventId: number, status: boolean, cancelledAt: string | null = null) => ({
      eventId,
      status,
      cancelledAt,
    });
    expect(hasActiveReservation([r(1, true)], 1)).toBe(true);
    expect(hasActiveReservation([r(2, true)], 1)).toBe(false);
    expect(hasActiveReservation([r(1, false)], 1)).toBe(false);
    expect(hasActiveReservation([r(1, true, '2026-01-01T00:00:00Z')], 1)).toBe(false);
    expect(hasActiveReservation(undefined, 1)).toBe(false);
  });
});
