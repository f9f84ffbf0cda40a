import { describe, expect, it } from 'vitest';
import { feeFor, feeText, formatDollars, priceOfSeats, priceText, totalWithFee } from './money.ts';

describe('money', () => {
  it('grosses up 2.9% + 30 cents', () => {
    expect(totalWithFee(2500)).toBe(Math.round(2530 / 0.971));
    expect(totalWithFee(2500)).toBe(2606);
    expect(feeFor(2500)).toBe(106);
    expect(totalWithFee(0)).toBe(0);
    expect(formatDollars(1000)).toBe('$10.00');
  });

  it('prices a seat: the host’s price, the fee on it, the total charged', () => {
    expect(priceOfSeats(3500)).toEqual({
      seats: 1,
      perSeat: 3500,
      subtotal: 3500,
      fee: 135,
      total: 3635,
    });
    expect(priceOfSeats(0)).toEqual({ seats: 1, perSeat: 0, subtotal: 0, fee: 0, total: 0 });
  });

  it('prices several seats: price per seat times seats, the fee once on the subtotal', () => {
    const three = priceOfSeats(4500, 3);
    expect(three.subtotal).toBe(13_500);
    expect(three.total).toBe(totalWithFee(13_500));
    expect(three.fee).toBe(three.total - 13_500);
    // less than three separate fees of 30 cents each
    expect(three.fee).toBeLessThan(3 * feeFor(4500));
  });

  it('words the fee beside the price, and nothing for a free dinner', () => {
    expect(feeText(priceOfSeats(3500))).toBe('+ $1.35 fee');
    expect(feeText(priceOfSeats(0))).toBeNull();
  });

  it("says 'Free' for a free dinner's price", () => {
    expect(priceText(0)).toBe('Free');
    expect(priceText(4500)).toBe('$45.00');
  });
});
