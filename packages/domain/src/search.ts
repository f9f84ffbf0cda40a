import { z } from 'zod';
import { eventSchema, pageParamSchema } from './events.ts';
import { boundedText, cacheBusterSchema } from './text.ts';

/** Fuzzy matching of spec section 9; the API hands these to Fuse.js as they are. */
export const SEARCH_FUZZY_OPTIONS = {
  threshold: 0.3,
  distance: 100,
  minMatchCharLength: 2,
  keys: [
    { name: 'title', weight: 1 },
    { name: 'description', weight: 0.7 },
    { name: 'tags', weight: 0.5 },
  ],
} as const;

/** Filter defaults: a filter equal to its default is left out of the URL and the query. */
export const SEARCH_DEFAULTS = { minPrice: 0, minSize: 1 } as const;
/** Results per page of GET /api/search. */
export const SEARCH_PAGE_SIZE = 24;
/** Bounds of the search text: each word is fuzzy-matched, so words cost time (audit finding 5). */
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_WORDS_MAX = 8;
export const SEARCH_MESSAGES = {
  tooLong: `Search text must be at most ${SEARCH_TEXT_MAX} characters`,
  tooManyWords: `Search text must be at most ${SEARCH_WORDS_MAX} words`,
} as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalNumber = (name: string, min: number, integer: boolean) =>
  z.preprocess(
    blankToUndefined,
    (integer
      ? z.coerce.number(`${name} must be a number`).int(`${name} must be a whole number`)
      : z.coerce.number(`${name} must be a number`)
    )
      .refine(Number.isFinite, `${name} must be a number`)
      .refine((n) => n >= min, `${name} cannot be less than ${min}`)
      .optional(),
  );

/**
 * GET /api/search and the /search page's URL: q, tags (comma-joined), state, city, minPrice and
 * maxPrice (dollars), minSize and maxSize (seats, compared with capacity), page.
 */
export const searchQuerySchema = z.object({
  q: boundedText(SEARCH_TEXT_MAX * 4, SEARCH_MESSAGES.tooLong)
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.tooLong)
        .refine((v) => words(v).length <= SEARCH_WORDS_MAX, SEARCH_MESSAGES.tooManyWords),
    ),
  tags: boundedText(500)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  state: z.preprocess(blankToUndefined, boundedText(2).trim().toUpperCase().optional()),
  city: z.preprocess(blankToUndefined, boundedText(100).trim().optional()),
  minPrice: optionalNumber('minPrice', 0, false),
  maxPrice: optionalNumber('maxPrice', 0, false),
  minSize: optionalNumber('minSize', 1, true),
  maxSize: optionalNumber('maxSize', 1, true),
  page: pageParamSchema,
  t: cacheBusterSchema,
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /api/search: `total` counts every match; `events` is one page of them, best match first. */
export const searchResponseSchema = z.object({
  events: z.array(eventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

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

/** Query parameters for /search: only values differing from the defaults (spec section 2). */
export function searchFiltersToParams(f: SearchFilters, ranges: SearchRanges): URLSearchParams {
  const p = new URLSearchParams();
  const q = f.q.trim();
  if (q) p.set('q', q);
  if (f.category) p.set('tags', f.category);
  if (f.state) p.set('state', f.state);
  if (f.state && f.city) p.set('city', f.city);
  if (f.price[0] > SEARCH_DEFAULTS.minPrice) p.set('minPrice', String(f.price[0]));
  if (f.price[1] < ranges.maxPrice) p.set('maxPrice', String(f.price[1]));
  if (f.size[0] > SEARCH_DEFAULTS.minSize) p.set('minSize', String(f.size[0]));
  if (f.size[1] < ranges.maxCapacity) p.set('maxSize', String(f.size[1]));
  return p;
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

/** The query words, joined with OR by the search (spec section 9). */
export function searchWords(q: string): string[] {
  return q
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
}
