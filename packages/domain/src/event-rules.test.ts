import { describe, expect, it } from 'vitest';
import { seatsTaken } from './event-rules.ts';

describe('seatsTaken', () => {
  it('counts the seats not available: confirmed and held for the waitlist', () => {
    expect(seatsTaken({ capacity: 8, availableSpots: 5 })).toBe(3);
    expect(seatsTaken({ capacity: 8, availableSpots: 8 })).toBe(0);
    expect(seatsTaken({ capacity: 8, availableSpots: 0 })).toBe(8);
  });

  it('reads a missing count as every seat free, as the spec says', () => {
    expect(seatsTaken({ capacity: 6, availableSpots: null })).toBe(0);
  });
});
