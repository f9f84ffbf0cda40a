import type { Event } from '@storytable/domain';

/** Cards in the widest grid row. */
export const GRID_ROW = 3;

/**
 * The listing's first page with no featured dinner in its first row: the carousel just above
 * already shows them. Dinners not featured move up in their own order; nothing is dropped.
 */
export function withoutFeaturedUpFront<E extends Pick<Event, 'id' | 'featured'>>(
  events: readonly E[],
  row = GRID_ROW,
): E[] {
  const plain = events.filter((e) => !e.featured);
  const first = plain.slice(0, row);
  const taken = new Set(first.map((e) => e.id));
  return [...first, ...events.filter((e) => !taken.has(e.id))];
}
