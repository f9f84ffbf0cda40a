import { describe, expect, it } from 'vitest';
import { withoutFeaturedUpFront } from './first-row.ts';

const ev = (id: number, featured = false) => ({ id, featured });

describe('withoutFeaturedUpFront', () => {
  it('fills the first row with dinners not featured, keeping every other in order', () => {
    const list = [ev(1, true), ev(2), ev(3, true), ev(4), ev(5), ev(6)];
    expect(withoutFeaturedUpFront(list).map((e) => e.id)).toEqual([2, 4, 5, 1, 3, 6]);
  });

  it('leaves a page alone when it has too few plain dinners to matter', () => {
    const list = [ev(1, true), ev(2, true)];
    expect(withoutFeaturedUpFront(list).map((e) => e.id)).toEqual([1, 2]);
  });
});
