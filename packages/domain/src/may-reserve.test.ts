import { describe, expect, it } from 'vitest';
import { reserveRefusals, whyNotReserve } from './may-reserve.ts';
import { canCreateEvents, canTakePayment } from './roles.ts';

const now = new Date('2026-11-26T12:00:00Z');
const guest = { id: 2, isAdmin: false, emailVerified: true };
const dinner = {
  hostId: 1,
  status: true,
  dateTime: '2026-11-30T19:00:00Z',
  availableSpots: 3,
  capacity: 8,
  onSale: true,
};
const ask = (over: Partial<Parameters<typeof reserveRefusals>[0]> = {}) =>
  whyNotReserve({ user: guest, event: dinner, now, ...over });

// The table shared with the SQL is test/rule-truth-table.test.ts in the API; these are the cases
// only the TypeScript rule answers: visitors, the asker alone, and parties of several seats.
describe('may reserve', () => {
  it('lets a verified guest reserve a seat left at an upcoming dinner on sale', () => {
    expect(ask()).toBeNull();
  });

  it('asks about the user alone before the dinner is read', () => {
    expect(whyNotReserve({ user: { ...guest, isAdmin: true } })).toBe('admin');
    expect(whyNotReserve({ user: { ...guest, emailVerified: false } })).toBe('email_not_verified');
    expect(whyNotReserve({ user: guest })).toBeNull();
  });

  it("tells a visitor only the dinner's own reasons", () => {
    expect(whyNotReserve({ user: null, event: { ...dinner, onSale: false }, now })).toBe(
      'not_on_sale',
    );
    expect(whyNotReserve({ user: null, event: dinner, now })).toBeNull();
  });

  it('counts the seats asked for against those left and those held', () => {
    expect(ask({ seats: 3 })).toBeNull();
    expect(ask({ seats: 4 })).toBe('sold_out');
    expect(ask({ seats: 4, heldSeats: 1 })).toBeNull();
    expect(ask({ event: { ...dinner, availableSpots: null, capacity: 2 }, seats: 2 })).toBeNull();
  });

  it('lists every reason that holds, in order', () => {
    const event = { ...dinner, hostId: guest.id, status: false, availableSpots: 0, onSale: false };
    expect(reserveRefusals({ user: guest, event, now, reserved: true })).toEqual([
      'own_event',
      'event_unavailable',
      'not_on_sale',
      'sold_out',
      'duplicate',
    ]);
    expect(ask({ event: { ...dinner, dateTime: now } })).toBe('event_past');
  });
});

describe('can take payment', () => {
  const ready = {
    stripeConnectId: 'acct_1',
    stripeConnectStatus: 'complete',
    stripeConnectOnboardingComplete: true,
  };
  it('needs a linked account, finished onboarding and a status that is not pending', () => {
    expect(canTakePayment(ready)).toBe(true);
    expect(canTakePayment({ ...ready, stripeConnectId: null })).toBe(false);
    expect(canTakePayment({ ...ready, stripeConnectOnboardingComplete: false })).toBe(false);
    expect(canTakePayment({ ...ready, stripeConnectStatus: 'pending' })).toBe(false);
  });
  it('lets only hosts whose account can take payment create events', () => {
    expect(canCreateEvents({ ...ready, isHost: true })).toBe(true);
    expect(canCreateEvents({ ...ready, isHost: false })).toBe(false);
    expect(canCreateEvents({ ...ready, isHost: true, stripeConnectId: null })).toBe(false);
  });
});
