import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';

/** Dates and times of an event are always shown in the event's own zone, never the viewer's. */
export function formatEventDate(dateTime: string | Date, timeZone: string): string {
  return format(dateTime, 'MMM d, yyyy', { in: tz(timeZone) });
}

/**
 * Every time the product shows (cards, pages, emails, offer deadlines): 'h:mm a' in the event's
 * zone with the zone's abbreviation, '9:23 PM PST', so nobody reads it in their own zone.
 */
export function formatEventTime(dateTime: string | Date, timeZone: string): string {
  return `${format(dateTime, 'h:mm a', { in: tz(timeZone) })} ${zoneAbbreviation(timeZone, dateTime)}`;
}

/** The detail dialog's long form: weekday, month day, year. */
export function formatEventLongDate(dateTime: string | Date, timeZone: string): string {
  return format(dateTime, 'EEEE, MMMM d, yyyy', { in: tz(timeZone) });
}

export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Host rating text (spec section 4): 'x.x · N review(s)', 'New Host · N review(s)' or 'New Host'. */
export function hostRatingText(h: { rating: number | null; reviewCount: number }): string {
  if (h.rating !== null && Number.isFinite(h.rating))
    return `${h.rating.toFixed(1)} · ${reviewCountText(h.reviewCount)}`;
  if (h.reviewCount > 0) return `New Host · ${reviewCountText(h.reviewCount)}`;
  return 'New Host';
}

/** What a host without a rating shows in profile contexts (spec section 4). */
export const DEFAULT_PROFILE_RATING = 5;

/**
 * Host rating text on profiles and the following list: a host with reviews but no rating shows
 * the spec's default 5.0; a host without reviews is 'New Host', as on the cards (issue 10:
 * never '5.0 · 0 reviews' beside a card that says 'New Host'; decision 028).
 */
export function profileRatingText(h: { rating: number | null; reviewCount: number }): string {
  if (h.reviewCount === 0) return hostRatingText({ rating: null, reviewCount: 0 });
  const rated = h.rating !== null && Number.isFinite(h.rating);
  return hostRatingText({ ...h, rating: rated ? h.rating : DEFAULT_PROFILE_RATING });
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant ('PST', 'PDT'), as en-US writes it. */
export function zoneAbbreviation(timeZone: string, at: string | Date): string {
  let names = zoneNames.get(timeZone);
  if (!names) {
    names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, names);
  }
  return (
    names.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** 'Tuesday, November 24, 2026 at 7:00 PM PST': the long form of emails and dialogs. */
export function formatEventWhen(dateTime: string | Date, timeZone: string): string {
  const key = `${timeZone} ${new Date(dateTime).getTime()}`;
  let when = eventWhens.newer.get(key) ?? eventWhens.older.get(key);
  if (when === undefined) {
    when = `${formatEventLongDate(dateTime, timeZone)} at ${formatEventTime(dateTime, timeZone)}`;
  }
  // a booking's email and the notices after it say the same dinner's time: made once, kept in
  // two generations (a Map evicting its oldest on every insert is slow: hot-paths.md)
  if (!eventWhens.newer.has(key)) {
    if (eventWhens.newer.size >= EVENT_WHENS / 2) {
      eventWhens.older = eventWhens.newer;
      eventWhens.newer = new Map();
    }
    eventWhens.newer.set(key, when);
  }
  return when;
}
const eventWhens = { newer: new Map<string, string>(), older: new Map<string, string>() };
const EVENT_WHENS = 1000;

/** The wall-clock time in the event's zone with its UTC offset: 2026-11-23T19:00:00-08:00. */
export function formatEventIsoWithOffset(dateTime: string | Date, timeZone: string): string {
  return format(dateTime, "yyyy-MM-dd'T'HH:mm:ssXXX", { in: tz(timeZone) });
}
