import {
  EVENT_CATEGORIES,
  findState,
  type SearchQuery,
  searchAddressParams,
} from '@storytable/domain';

/** The address of /search for `query` (the domain's codec: empty values and page 1 left out). */
export function searchHref(query: SearchQuery): string {
  const qs = searchAddressParams(query).toString();
  return qs ? `/search?${qs}` : '/search';
}

export interface FilterBadge {
  key: string;
  label: string;
  /** The search without this filter. */
  without: SearchQuery;
}

const priceText = (n: number) => `$${n}`;

/** One badge per filter in the address, each knowing the search without it. */
export function filterBadges(query: SearchQuery): FilterBadge[] {
  const base = { ...query, page: 1 };
  const out: FilterBadge[] = [];
  if (query.q) out.push({ key: 'q', label: `“${query.q}”`, without: { ...base, q: '' } });
  for (const tag of query.tags) {
    const known = (EVENT_CATEGORIES as readonly string[]).includes(tag);
    out.push({
      key: `tag-${tag}`,
      label: known ? tag : `Category: ${tag}`,
      without: { ...base, tags: query.tags.filter((t) => t !== tag) },
    });
  }
  if (query.state) {
    out.push({
      key: 'state',
      label: findState(query.state)?.name ?? query.state,
      without: { ...base, state: undefined, city: undefined },
    });
  }
  if (query.state && query.city)
    out.push({ key: 'city', label: query.city, without: { ...base, city: undefined } });
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    out.push({
      key: 'price',
      label:
        query.maxPrice === undefined
          ? `From ${priceText(query.minPrice ?? 0)}`
          : query.minPrice === undefined
            ? `Up to ${priceText(query.maxPrice)}`
            : `${priceText(query.minPrice)} – ${priceText(query.maxPrice)}`,
      without: { ...base, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (query.minSize !== undefined || query.maxSize !== undefined) {
    out.push({
      key: 'size',
      label:
        query.maxSize === undefined
          ? `${query.minSize}+ guests`
          : query.minSize === undefined
            ? `Up to ${query.maxSize} guests`
            : `${query.minSize} – ${query.maxSize} guests`,
      without: { ...base, minSize: undefined, maxSize: undefined },
    });
  }
  return out;
}
