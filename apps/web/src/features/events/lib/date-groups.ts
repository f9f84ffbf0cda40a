import { withoutFeaturedUpFront } from './first-row.ts';

/** A run of the listing's events under one date heading. */
export interface DateGroup<E> {
  label: string;
  events: E[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Days since 1970-01-01 of the calendar date `at` falls on in `timeZone`. */
function dayNumber(at: Date, timeZone: string): number {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const part = (type: string) =>
    Number(format.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/**
 * The heading an event starting at `at` goes under, seen at `now` from `timeZone`: 'Today',
 * 'Tomorrow', 'This week' (the five days after), then its month ('December 2026').
 */
export function dateGroupLabel(at: Date, now: Date, timeZone: string): string {
  const days = dayNumber(at, timeZone) - dayNumber(now, timeZone);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 7) return 'This week';
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', year: 'numeric' }).format(at);
}

/**
 * The listing's events (soonest first) under their date headings, in order. Each dinner is placed
 * by the calendar of its own zone, the date its card shows (a dinner at 18:30 on 30 November in
 * Sacramento is November's even when the viewer's clock already says December). A heading may
 * continue on the next page: each page is grouped on its own.
 */
export function groupByDate<E extends { dateTime: string; timeZone: string }>(
  events: readonly E[],
  now: Date,
): DateGroup<E>[] {
  const groups: DateGroup<E>[] = [];
  for (const event of events) {
    const label = dateGroupLabel(new Date(event.dateTime), now, event.timeZone);
    const last = groups.at(-1);
    if (last?.label === label) last.events.push(event);
    else groups.push({ label, events: [event] });
  }
  return groups;
}

/**
 * The grid of one listing page: grouped by date, and on the first page the first heading's first
 * row holds no featured dinner when it has others (the carousel above shows them).
 */
export function listingGroups<
  E extends { id: number; featured: boolean; dateTime: string; timeZone: string },
>(events: readonly E[], { firstPage, now }: { firstPage: boolean; now: Date }): DateGroup<E>[] {
  const groups = groupByDate(events, now);
  const [first, ...rest] = groups;
  if (!firstPage || !first) return groups;
  return [{ ...first, events: withoutFeaturedUpFront(first.events) }, ...rest];
}
