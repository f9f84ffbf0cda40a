import { EVENT_CATEGORIES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { CATEGORY_OPTIONS, dollars, guests, STATE_OPTIONS } from './search-options.ts';

describe('search panel options', () => {
  it('offers every category, one a choice', () => {
    expect(CATEGORY_OPTIONS).toHaveLength(EVENT_CATEGORIES.length);
    expect(CATEGORY_OPTIONS[0]).toEqual({ value: EVENT_CATEGORIES[0], label: EVENT_CATEGORIES[0] });
  });
  it('offers the states with dinners by name (spec section 9: California)', () => {
    expect(STATE_OPTIONS).toEqual([{ value: 'CA', label: 'California' }]);
  });
  it('reads slider values as dollars and guests', () => {
    expect(dollars(45)).toBe('$45');
    expect(guests(1)).toBe('1 guest');
    expect(guests(8)).toBe('8 guests');
  });
});
