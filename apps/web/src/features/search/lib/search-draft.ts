import {
  CAPACITY_MAX,
  SEARCH_DEFAULTS,
  type SearchFilters,
  type SearchRanges,
} from '@storytable/domain';

/** What the panel holds; a slider left untouched (null) follows the real range as it loads. */
export interface SearchDraft {
  q: string;
  category: string;
  state: string;
  city: string;
  price: [number, number] | null;
  size: [number, number] | null;
}

export const EMPTY_DRAFT: SearchDraft = {
  q: '',
  category: '',
  state: '',
  city: '',
  price: null,
  size: null,
};

/** Slider maxima with room to move (a slider needs max above min). */
export function usableRanges(r: SearchRanges | undefined): SearchRanges {
  if (!r) return { maxPrice: 2000, maxCapacity: CAPACITY_MAX };
  return {
    maxPrice: Math.max(r.maxPrice, SEARCH_DEFAULTS.minPrice + 1),
    maxCapacity: Math.max(r.maxCapacity, SEARCH_DEFAULTS.minSize + 1),
  };
}

function clampPair([a, b]: [number, number], min: number, max: number): [number, number] {
  const lo = Math.min(Math.max(a, min), max);
  return [lo, Math.min(Math.max(b, lo), max)];
}

/** The panel's draft as the domain's filters, sliders clamped to the current ranges. */
export function toFilters(d: SearchDraft, r: SearchRanges): SearchFilters {
  return {
    q: d.q,
    category: d.category || null,
    state: d.state,
    city: d.city,
    price: d.price
      ? clampPair(d.price, SEARCH_DEFAULTS.minPrice, r.maxPrice)
      : [SEARCH_DEFAULTS.minPrice, r.maxPrice],
    size: d.size
      ? clampPair(d.size, SEARCH_DEFAULTS.minSize, r.maxCapacity)
      : [SEARCH_DEFAULTS.minSize, r.maxCapacity],
  };
}
