import { EVENT_CATEGORIES, findState } from '@storytable/domain';

/** The filters of /search as its address carries them (spec section 2). */
export interface SearchParams {
  q: string;
  tags: string[];
  state: string;
  city: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minSize: number | undefined;
  maxSize: number | undefined;
  page: number;
}

export const SEARCH_PARAM_KEYS = [
  'q',
  'tags',
  'state',
  'city',
  'minPrice',
  'maxPrice',
  'minSize',
  'maxSize',
] as const;

function num(v: string | null, min: number): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= min ? n : undefined;
}

/** Reads the address; unreadable numbers are left out rather than sent on. */
export function parseSearchParams(search: string): SearchParams {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page') ?? '1');
  return {
    q: (p.get('q') ?? '').trim(),
    tags: (p.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    state: (p.get('state') ?? '').trim().toUpperCase(),
    city: (p.get('city') ?? '').trim(),
    minPrice: num(p.get('minPrice'), 0),
    maxPrice: num(p.get('maxPrice'), 0),
    minSize: num(p.get('minSize'), 1),
    maxSize: num(p.get('maxSize'), 1),
    page: Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1,
  };
}

/** The address of /search for `params` (empty values and page 1 left out). */
export function searchHref(params: SearchParams): string {
  const p = new URLSearchParams();
  if (params.q) p.set('q', params.q);
  if (params.tags.length) p.set('tags', params.tags.join(','));
  if (params.state) p.set('state', params.state);
  if (params.state && params.city) p.set('city', params.city);
  if (params.minPrice !== undefined) p.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) p.set('maxPrice', String(params.maxPrice));
  if (params.minSize !== undefined) p.set('minSize', String(params.minSize));
  if (params.maxSize !== undefined) p.set('maxSize', String(params.maxSize));
  if (params.page > 1) p.set('page', String(params.page));
  const qs = p.toString();
  return qs ? `/search?${qs}` : '/search';
}

export interface FilterBadge {
  key: string;
  label: string;
  /** The parameters without this filter. */
  without: SearchParams;
}

const priceText = (n: number) => `$${n}`;

/** One badge per filter in the address, each knowing the search without it. */
export function filterBadges(params: SearchParams): FilterBadge[] {
  const base = { ...params, page: 1 };
  const out: FilterBadge[] = [];
  if (params.q) out.push({ key: 'q', label: `“${params.q}”`, without: { ...base, q: '' } });
  for (const tag of params.tags) {
    const known = (EVENT_CATEGORIES as readonly string[]).includes(tag);
    out.push({
      key: `tag-${tag}`,
      label: known ? tag : `Category: ${tag}`,
      without: { ...base, tags: params.tags.filter((t) => t !== tag) },
    });
  }
  if (params.state) {
    out.push({
      key: 'state',
      label: findState(params.state)?.name ?? params.state,
      without: { ...base, state: '', city: '' },
    });
  }
  if (params.state && params.city)
    out.push({ key: 'city', label: params.city, without: { ...base, city: '' } });
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    const label =
      params.maxPrice === undefined
        ? `From ${priceText(params.minPrice ?? 0)}`
        : params.minPrice === undefined
          ? `Up to ${priceText(params.maxPrice)}`
          : `${priceText(params.minPrice)} – ${priceText(params.maxPrice)}`;
    out.push({
      key: 'price',
      label,
      without: { ...base, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (params.minSize !== undefined || params.maxSize !== undefined) {
    const label =
      params.maxSize === undefined
        ? `${params.minSize}+ guests`
        : params.minSize === undefined
          ? `Up to ${params.maxSize} guests`
          : `${params.minSize} – ${params.maxSize} guests`;
    out.push({
      key: 'size',
      label,
      without: { ...base, minSize: undefined, maxSize: undefined },
    });
  }
  return out;
}
