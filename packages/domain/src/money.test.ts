import { describe, expect, it } from 'vitest';
import { feeFor, formatDollars, priceText, totalWithFee } from './money.ts';

describe('money', () => {
  it('grosses up 2.9% + 30 cents', () => {
    expect(totalWithFee(2500)).toBe(Math.round(2530 / 0.971));
    expect(totalWithFee(2500)).toBe(2606);
    expect(feeFor(2500)).toBe(106);
    expect(totalWithFee(0)).toBe(0);
    expect(formatDollars(1000)).toBe('$10.00');
  });

  it("says 'Free' for a free dinner's price", () => {
    expect(priceText(0)).toBe('Free');
    expect(priceText(4500)).toBe('$45.00');
  });
});
