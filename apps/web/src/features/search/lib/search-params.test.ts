import { readSearchAddress } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { filterBadges, searchHref } from './search-params.ts';

describe('/search address', () => {
  it('writes the address back, without empties or page 1, and a city only with its state', () => {
    const p = readSearchAddress('q=rome&state=CA&city=Sacramento&maxPrice=50');
    expect(searchHref(p)).toBe('/search?q=rome&state=CA&city=Sacramento&maxPrice=50');
    expect(searchHref({ ...p, state: undefined })).toBe('/search?q=rome&maxPrice=50');
    expect(searchHref(readSearchAddress(''))).toBe('/search');
  });

  it('offers one removable badge per filter; removing the state removes the city', () => {
    const p = readSearchAddress(
      'q=rome&tags=World%20History&state=CA&city=Sacramento&minPrice=10&maxPrice=50&minSize=2&page=3',
    );
    const badges = filterBadges(p);
    expect(badges.map((b) => b.label)).toEqual([
      '“rome”',
      'World History',
      'California',
      'Sacramento',
      '$10 – $50',
      '2+ guests',
    ]);
    const state = badges.find((b) => b.key === 'state')!;
    expect(searchHref(state.without)).toBe(
      '/search?q=rome&tags=World+History&minPrice=10&maxPrice=50&minSize=2',
    );
    expect(filterBadges(readSearchAddress('maxPrice=40&maxSize=6')).map((b) => b.label)).toEqual([
      'Up to $40',
      'Up to 6 guests',
    ]);
  });
});
