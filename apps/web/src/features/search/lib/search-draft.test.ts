import { activeFilterCount, searchFiltersToParams } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, toFilters, usableRanges } from './search-draft.ts';

const ranges = { maxPrice: 120, maxCapacity: 12 };

describe('search panel draft', () => {
  it('untouched sliders follow the real ranges and count as no filter', () => {
    const f = toFilters(EMPTY_DRAFT, ranges);
    expect(f.price).toEqual([0, 120]);
    expect(f.size).toEqual([1, 12]);
    expect(activeFilterCount(f, ranges)).toBe(0);
    expect(searchFiltersToParams(f, ranges).toString()).toBe('');
  });

  it('keeps only what differs from the defaults, text trimmed', () => {
    const f = toFilters(
      {
        q: '  rome  ',
        category: 'World History',
        state: 'CA',
        city: 'Sacramento',
        price: [0, 100],
        size: [2, 12],
      },
      ranges,
    );
    expect(activeFilterCount(f, ranges)).toBe(4);
    expect(Object.fromEntries(searchFiltersToParams(f, ranges))).toEqual({
      q: 'rome',
      tags: 'World History',
      state: 'CA',
      city: 'Sacramento',
      maxPrice: '100',
      minSize: '2',
    });
  });

  it('clamps a moved slider into ranges that shrank since', () => {
    const f = toFilters({ ...EMPTY_DRAFT, price: [30, 200], size: [0, 20] }, ranges);
    expect(f.price).toEqual([30, 120]);
    expect(f.size).toEqual([1, 12]);
  });

  it('gives the sliders room to move when every event is free or for one', () => {
    expect(usableRanges({ maxPrice: 0, maxCapacity: 1 })).toEqual({ maxPrice: 1, maxCapacity: 2 });
    expect(usableRanges(undefined).maxCapacity).toBe(12);
  });
});
