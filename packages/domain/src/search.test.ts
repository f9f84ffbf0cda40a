import { describe, expect, it } from 'vitest';
import { readSearchAddress, searchQuerySchema, searchWords } from './search.ts';
import {
  activeFilterCount,
  defaultSearchFilters,
  searchAddressParams,
  searchFiltersToParams,
} from './search-filters.ts';

const ranges = { maxPrice: 150, maxCapacity: 12 };

describe('searchQuerySchema', () => {
  it('applies the defaults: no filter at all', () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: '', tags: [], page: 1 });
  });

  it('splits tags, trims q, upper-cases the state and coerces numbers', () => {
    expect(
      searchQuerySchema.parse({
        q: '  rome ',
        tags: 'Art History, Leadership,',
        state: 'ca',
        city: 'Sacramento',
        minPrice: '10',
        maxPrice: '55.5',
        minSize: '2',
        maxSize: '8',
      }),
    ).toMatchObject({
      q: 'rome',
      tags: ['Art History', 'Leadership'],
      state: 'CA',
      city: 'Sacramento',
      minPrice: 10,
      maxPrice: 55.5,
      minSize: 2,
      maxSize: 8,
    });
  });

  it('treats blank values as absent and refuses non-numbers', () => {
    expect(searchQuerySchema.parse({ minPrice: '', state: '' })).toEqual({
      q: '',
      tags: [],
      page: 1,
    });
    const r = searchQuerySchema.safeParse({ minPrice: 'cheap' });
    expect(r.error?.issues[0]?.message).toBe('minPrice must be a number');
    expect(searchQuerySchema.safeParse({ minSize: '0' }).error?.issues[0]?.message).toBe(
      'minSize cannot be less than 1',
    );
  });
});

describe('filter panel helpers', () => {
  it('puts only values differing from the defaults in the URL', () => {
    const f = defaultSearchFilters(ranges);
    expect(searchFiltersToParams(f, ranges).toString()).toBe('');
    expect(activeFilterCount(f, ranges)).toBe(0);
    const changed = {
      ...f,
      q: ' history ',
      category: 'Art History',
      state: 'CA',
      city: 'Sacramento',
      price: [20, 150] as [number, number],
      size: [1, 6] as [number, number],
    };
    expect(searchFiltersToParams(changed, ranges).toString()).toBe(
      'q=history&tags=Art+History&state=CA&city=Sacramento&minPrice=20&maxSize=6',
    );
    expect(activeFilterCount(changed, ranges)).toBe(4);
  });

  it('splits the query into words', () => {
    expect(searchWords('  ancient   rome ')).toEqual(['ancient', 'rome']);
  });
});

describe('the /search address', () => {
  it('reads every filter, leaving out what the schema refuses', () => {
    expect(
      readSearchAddress(
        'q=%20rome%20&tags=World%20History,Leadership&state=ca&city=Sacramento&minPrice=10&maxPrice=x&minSize=0&maxSize=8&page=2',
      ),
    ).toEqual({
      q: 'rome',
      tags: ['World History', 'Leadership'],
      state: 'CA',
      city: 'Sacramento',
      minPrice: 10,
      maxSize: 8,
      page: 2,
    });
    expect(readSearchAddress('')).toEqual({ q: '', tags: [], page: 1 });
  });

  it('keeps a text the API will refuse, so its refusal says why', () => {
    const long = 'word '.repeat(30).trim();
    expect(readSearchAddress(`q=${encodeURIComponent(long)}`).q).toBe(long);
  });

  it('writes the address back, without empties or page 1, and a city only with its state', () => {
    const query = readSearchAddress('q=rome&state=CA&city=Sacramento&maxPrice=50&page=1');
    expect(searchAddressParams(query).toString()).toBe(
      'q=rome&state=CA&city=Sacramento&maxPrice=50',
    );
    expect(searchAddressParams({ ...query, state: undefined, page: 3 }).toString()).toBe(
      'q=rome&maxPrice=50&page=3',
    );
  });
});
