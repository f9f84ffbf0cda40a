import { describe, expect, it } from 'vitest';
import { priceOfSeats } from './money.ts';
import {
  seatCancellationOutcomeText,
  seatParamsSchema,
  seatRefundCents,
  seatShareCents,
} from './party-seats.ts';

/** Cancels companions one by one, then the booker: every share paid back, cent for cent. */
function sharesOf(amount: number, seats: number): number[] {
  const shares: number[] = [];
  let remaining = amount;
  for (let n = seats; n >= 1; n--) {
    const share = seatShareCents(remaining, n);
    shares.push(share);
    remaining -= share;
  }
  return shares;
}

describe('seatShareCents', () => {
  it('splits 3 seats of $25 with the fee into equal shares that sum to the payment', () => {
    const { total } = priceOfSeats(2500, 3);
    expect(total).toBe(7755);
    expect(sharesOf(total, 3)).toEqual([2585, 2585, 2585]);
  });

  it('leaves the odd cents on the booker’s seat and sums exactly', () => {
    expect(sharesOf(1001, 3)).toEqual([333, 334, 334]);
    expect(sharesOf(7, 4)).toEqual([1, 2, 2, 2]);
    for (const amount of [1, 2, 99, 1000, 5181, 7755, 10_003]) {
      for (const seats of [1, 2, 3, 4]) {
        const shares = sharesOf(amount, seats);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives a seat alone the whole amount (it goes with the reservation)', () => {
    expect(seatShareCents(5180, 1)).toBe(5180);
  });

  it('refunds the share only when the terms refund', () => {
    expect(seatRefundCents(5181, 2, { refundFraction: 1 })).toBe(2590);
    expect(seatRefundCents(5181, 2, { refundFraction: 0 })).toBe(0);
  });
});

describe('seatParamsSchema', () => {
  it('takes a companion’s position 1 to 3', () => {
    expect(seatParamsSchema.parse({ id: '7', position: '2' })).toEqual({ id: 7, position: 2 });
  });

  it.each(['0', '4', '-1', '1.5', 'x', '2147483648'])('refuses position %s', (position) => {
    expect(seatParamsSchema.safeParse({ id: '7', position }).success).toBe(false);
  });
});

describe('seatCancellationOutcomeText', () => {
  it('names the refund, a free seat, or the policy that refunds nothing', () => {
    expect(seatCancellationOutcomeText({ refundFraction: 1 }, 7755, 3, 'flexible')).toBe(
      'You will get $25.85 back on the card you paid with: the seat’s share, fee included.',
    );
    expect(seatCancellationOutcomeText({ refundFraction: 1 }, 0, 3, 'flexible')).toBe(
      'The seat is free, so there is nothing to refund.',
    );
    expect(seatCancellationOutcomeText({ refundFraction: 0 }, 5180, 2, 'strict')).toBe(
      'Under this dinner’s Strict refund policy, you will get nothing back of the seat’s $25.90.',
    );
  });
});
