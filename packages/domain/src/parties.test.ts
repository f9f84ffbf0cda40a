import { describe, expect, it } from 'vitest';
import { eventEditPayloadSchema } from './event-edit.ts';
import {
  companionsFromMetadata,
  companionsToMetadata,
  PARTY_MESSAGES,
  partyOutgrowsSeats,
  partySchema,
  partyTooLarge,
  seatsFromMetadata,
} from './parties.ts';
import { createReservationSchema } from './reservations.ts';
import { checkInCount } from './ticket-rules.ts';

describe('a party', () => {
  it('takes 1 to 4 seats, the booker first, every companion named and trimmed', () => {
    expect(partySchema.parse([{}])).toEqual([{ name: null, dietary: { needs: [], note: null } }]);
    const two = partySchema.parse([{ name: 'ignored' }, { name: '  Rui ' }]);
    expect(two[1]?.name).toBe('Rui');
    for (const bad of [[], [{}, {}], [{}, { name: ' ' }], [{}, { name: 'x'.repeat(61) }]])
      expect(partySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(partySchema.safeParse([{}, { name: 'a' }, { name: 'b' }, { name: 'c' }]).success).toBe(
      true,
    );
    const five = partySchema.safeParse([
      {},
      { name: 'a' },
      { name: 'b' },
      { name: 'c' },
      { name: 'd' },
    ]);
    expect(five.error?.issues[0]?.message).toBe(PARTY_MESSAGES.TOO_MANY);
    const unnamed = partySchema.safeParse([{}, {}]);
    expect(unnamed.error?.issues[0]).toMatchObject({
      path: [1, 'name'],
      message: PARTY_MESSAGES.NAME_REQUIRED,
    });
  });

  it('is refused over the dinner’s cap, and told apart from sold out by the seats left', () => {
    expect(partyTooLarge(2, 2)).toBe(false);
    expect(partyTooLarge(2, 3)).toBe(true);
    expect(partyOutgrowsSeats(1, 2)).toBe(true);
    expect(partyOutgrowsSeats(0, 2)).toBe(false);
    expect(partyOutgrowsSeats(2, 2)).toBe(false);
  });

  it('rides on payment metadata a key per seat and field, and comes back the same', () => {
    const companions = [
      { name: 'Rui', dietary: { needs: ['vegan' as const], note: 'No honey' } },
      { name: 'Ines', dietary: { needs: [], note: null } },
    ];
    const metadata = companionsToMetadata(companions);
    expect(metadata).toEqual({
      seat1Name: 'Rui',
      seat1Needs: 'vegan',
      seat1Note: 'No honey',
      seat2Name: 'Ines',
    });
    for (const value of Object.values(metadata)) expect(value.length).toBeLessThanOrEqual(500);
    expect(companionsFromMetadata(metadata)).toEqual(companions);
    expect(seatsFromMetadata({ ...metadata, eventId: '1' })).toBe(3);
    expect(seatsFromMetadata({ eventId: '1' })).toBe(1);
    expect(companionsFromMetadata({ seat1Name: 'Rui', seat1Needs: 'carnivore' })).toBeNull();
    expect(seatsFromMetadata({ seat1Name: '' })).toBeNull();
  });

  it('is part of the booking body and the dinner’s edit', () => {
    expect(createReservationSchema.parse({ eventId: 1 }).seats).toBeUndefined();
    expect(createReservationSchema.safeParse({ eventId: 1, seats: [{}, {}] }).success).toBe(false);
    expect(eventEditPayloadSchema.safeParse({ maxSeatsPerBooking: 4 }).success).toBe(true);
    for (const bad of [0, 5, 2.5, '2'])
      expect(eventEditPayloadSchema.safeParse({ maxSeatsPerBooking: bad }).success).toBe(false);
  });

  it('checks in a party’s seats with its one ticket: n of m counts seats', () => {
    expect(
      checkInCount([
        { seats: 3, checkedIn: true },
        { seats: 1, checkedIn: false },
        { seats: 2, checkedIn: false },
      ]),
    ).toEqual({ checkedIn: 3, total: 6 });
    expect(checkInCount([])).toEqual({ checkedIn: 0, total: 0 });
  });
});
