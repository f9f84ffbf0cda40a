import { describe, expect, it } from 'vitest';
import { feeFor, formatDollars, totalWithFee } from './money.ts';

describe('money', () => {
  it('grosses up 2.9% + 30 cents', () => {
    expect(totalWithFee(2500)).toBe(Math.round(2530 / 0.971));
    expect(totalWithFee(2500)).toBe(2606);
    expect(feeFor(2500)).toBe(106);
    expect(totalWithFee(0)).toBe(0);
    expect(formatDollars(1000)).toBe('$10.00');
  });
});
