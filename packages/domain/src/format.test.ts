import { describe, expect, it } from 'vitest';
import {
  formatEventDate,
  formatEventLongDate,
  formatEventTime,
  formatEventWhen,
  hostRatingText,
  profileRatingText,
  zoneAbbreviation,
} from './format.ts';

describe('hostRatingText', () => {
  it.each([
    [4.85, 12, '4.8 · 12 reviews'],
    [5, 1, '5.0 · 1 review'],
    [3.25, 0, '3.3 · 0 reviews'],
    [null, 3, 'New Host · 3 reviews'],
    [null, 1, 'New Host · 1 review'],
    [null, 0, 'New Host'],
  ])('rating %s with %s reviews gives %s', (rating, reviewCount, text) => {
    expect(hostRatingText({ rating, reviewCount })).toBe(text);
  });
});

describe('event date formatting', () => {
  // 2030-07-04 02:30 UTC is the evening of July 3 in Sacramento (PDT, UTC-7)
  const iso = '2030-07-04T02:30:00.000Z';

  it('shows the date, time and weekday in the event zone', () => {
    expect(formatEventDate(iso, 'America/Los_Angeles')).toBe('Jul 3, 2030');
    expect(formatEventTime(iso, 'America/Los_Angeles')).toBe('7:30 PM PDT');
    expect(formatEventLongDate(iso, 'America/Los_Angeles')).toBe('Wednesday, July 3, 2030');
  });

  it('labels every time with its zone, as emails and pages show it (#32.16)', () => {
    // a waitlist offer ending at 5:23 AM UTC is 9:23 PM the evening before in Sacramento
    expect(formatEventTime('2026-11-27T05:23:00.000Z', 'America/Los_Angeles')).toBe('9:23 PM PST');
    expect(formatEventWhen('2026-11-27T05:23:00.000Z', 'America/Los_Angeles')).toBe(
      'Thursday, November 26, 2026 at 9:23 PM PST',
    );
    // kept per zone and instant: the same instant elsewhere, or as a Date, is its own answer
    expect(formatEventWhen(new Date('2026-11-27T05:23:00.000Z'), 'America/New_York')).toBe(
      'Friday, November 27, 2026 at 12:23 AM EST',
    );
    expect(formatEventWhen('2026-11-27T05:23:00.000Z', 'America/Los_Angeles')).toBe(
      'Thursday, November 26, 2026 at 9:23 PM PST',
    );
    expect(zoneAbbreviation('America/Los_Angeles', new Date(iso))).toBe('PDT');
    expect(zoneAbbreviation('America/New_York', new Date(iso))).toBe('EDT');
    // a zone English has no letters for gets its offset
    expect(zoneAbbreviation('Europe/Paris', new Date(iso))).toBe('GMT+2');
  });

  it('does not depend on the viewer zone', () => {
    expect(formatEventDate(iso, 'America/New_York')).toBe('Jul 3, 2030');
    expect(formatEventTime(iso, 'America/New_York')).toBe('10:30 PM EDT');
    expect(formatEventTime(new Date(iso), 'UTC')).toBe('2:30 AM UTC');
    expect(formatEventLongDate(iso, 'UTC')).toBe('Thursday, July 4, 2030');
  });

  it('follows daylight saving time in winter', () => {
    expect(formatEventTime('2030-01-15T03:00:00.000Z', 'America/Los_Angeles')).toBe('7:00 PM PST');
  });
});

describe('profileRatingText', () => {
  it("agrees with the cards: 'New Host' without reviews, 5.0 for reviews without a rating", () => {
    expect(profileRatingText({ rating: null, reviewCount: 0 })).toBe('New Host');
    expect(profileRatingText({ rating: 5, reviewCount: 0 })).toBe('New Host');
    expect(profileRatingText({ rating: null, reviewCount: 2 })).toBe('5.0 · 2 reviews');
    expect(profileRatingText({ rating: 4.2, reviewCount: 3 })).toBe('4.2 · 3 reviews');
  });
});
