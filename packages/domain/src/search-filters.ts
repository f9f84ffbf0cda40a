// The filter panel's rules and the search address, without schemas: the listing's panel needs
// them before any zod loads.
import type { SearchQuery } from './search.ts';

/** Filter defaults: a filter equal to its default is left out of the URL and the query. */
export const SEARCH_DEFAULTS = { minPrice: 0, minSize: 1 } as const;
/** What the filter panel holds. Price in dollars, size in seats; ranges are the sliders' maxima. */
export interface SearchFilters {
  q: string;
  category: string | null;
  state: string;
  city: string;
  price: [number, number];
  size: [number, number];
}

export interface SearchRanges {
  maxPrice: number;
  maxCapacity: number;
}

export function defaultSearchFilters(ranges: SearchRanges): SearchFilters {
  return {
    q: '',
    category: null,
    state: '',
    city: '',
    price: [SEARCH_DEFAULTS.minPrice, ranges.maxPrice],
    size: [SEARCH_DEFAULTS.minSize, ranges.maxCapacity],
  };
}

const RANGE_KEYS = ['minPrice', 'maxPrice', 'minSize', 'maxSize'] as const;

/** The query string of /search and GET /api/search: empty values and page 1 left out, a city only with its state. */
export function searchAddressParams(query: SearchQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.tags.length > 0) p.set('tags', query.tags.join(','));
  if (query.state) p.set('state', query.state);
  if (query.state && query.city) p.set('city', query.city);
  for (const key of RANGE_KEYS) {
    const value = query[key];
    if (value !== undefined) p.set(key, String(value));
  }
  if (query.page > 1) p.set('page', String(query.page));
  return p;
}

/** Query parameters for /search: only values differing from the defaults (spec section 2). */
export function searchFiltersToParams(f: SearchFilters, ranges: SearchRanges): URLSearchParams {
  return searchAddressParams({
    q: f.q.trim(),
    tags: f.category ? [f.category] : [],
    state: f.state || undefined,
    city: f.city || undefined,
    minPrice: f.price[0] > SEARCH_DEFAULTS.minPrice ? f.price[0] : undefined,
    maxPrice: f.price[1] < ranges.maxPrice ? f.price[1] : undefined,
    minSize: f.size[0] > SEARCH_DEFAULTS.minSize ? f.size[0] : undefined,
    maxSize: f.size[1] < ranges.maxCapacity ? f.size[1] : undefined,
    page: 1,
  });
}

/** Active filters: category, location, price and size, each counted once when not default. */
export function activeFilterCount(f: SearchFilters, ranges: SearchRanges): number {
  let n = 0;
  if (f.category) n += 1;
  if (f.state) n += 1;
  if (f.price[0] > SEARCH_DEFAULTS.minPrice || f.price[1] < ranges.maxPrice) n += 1;
  if (f.size[0] > SEARCH_DEFAULTS.minSize || f.size[1] < ranges.maxCapacity) n += 1;
  return n;
}
