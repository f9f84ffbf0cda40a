import { z } from 'zod';
import { CAPACITY_MAX, PRICE_MAX_CENTS } from './event-rules.ts';
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

/** Results per page of GET /api/search. */
export const SEARCH_PAGE_SIZE = 24;
/** Bounds of the search text: each word is fuzzy-matched, so words cost time (audit finding 5). */
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_WORDS_MAX = 8;
export const SEARCH_MESSAGES = {
  tooLong: `Search text must be at most ${SEARCH_TEXT_MAX} characters`,
  tooManyWords: `Search text must be at most ${SEARCH_WORDS_MAX} words`,
} as const;

const PRICE_MAX_DOLLARS = PRICE_MAX_CENTS / 100;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalNumber = (name: string, min: number, max: number, integer: boolean) =>
  z.preprocess(
    blankToUndefined,
    (integer
      ? z.coerce.number(`${name} must be a number`).int(`${name} must be a whole number`)
      : z.coerce.number(`${name} must be a number`)
    )
      .refine(Number.isFinite, `${name} must be a number`)
      .refine((n) => n >= min, `${name} cannot be less than ${min}`)
      .refine((n) => n <= max, `${name} cannot be more than ${max}`)
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
  // bounded by what a dinner can be, so no filter reaches SQL past int32 (issue 32, item 4)
  minPrice: optionalNumber('minPrice', 0, PRICE_MAX_DOLLARS, false),
  maxPrice: optionalNumber('maxPrice', 0, PRICE_MAX_DOLLARS, false),
  minSize: optionalNumber('minSize', 1, CAPACITY_MAX, true),
  maxSize: optionalNumber('maxSize', 1, CAPACITY_MAX, true),
  page: pageParamSchema,
  t: cacheBusterSchema,
});
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

type SearchShape = typeof searchQuerySchema.shape;

/**
 * The /search address, which is also GET /api/search's query, as a page reads it: each filter on
 * its own, a value the schema refuses left out, so the page shows what it can. The text stays as
 * typed (trimmed), so the API's refusal of a text that is too long says why.
 */
export function readSearchAddress(search: string): SearchQuery {
  const raw = new URLSearchParams(search);
  const read = <K extends keyof SearchShape>(key: K): z.output<SearchShape[K]> | undefined => {
    const parsed = searchQuerySchema.shape[key].safeParse(raw.get(key) ?? undefined);
    return parsed.success ? (parsed.data as z.output<SearchShape[K]>) : undefined;
  };
  return {
    q: (raw.get('q') ?? '').trim(),
    tags: read('tags') ?? [],
    state: read('state'),
    city: read('city'),
    minPrice: read('minPrice'),
    maxPrice: read('maxPrice'),
    minSize: read('minSize'),
    maxSize: read('maxSize'),
    page: read('page') ?? 1,
  };
}

/** The query words, joined with OR by the search (spec section 9). */
export function searchWords(q: string): string[] {
  return q
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
}
