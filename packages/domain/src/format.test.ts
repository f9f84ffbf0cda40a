import { describe, expect, it } from 'vitest';
import {
  formatEventDate,
  formatEventLongDate,
  formatEventTime,
  hostRatingText,
  profileRatingText,
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
    expect(formatEventTime(iso, 'America/Los_Angeles')).toBe('7:30 PM');
    expect(formatEventLongDate(iso, 'America/Los_Angeles')).toBe('Wednesday, July 3, 2030');
  });

  it('does not depend on the viewer zone', () => {
    expect(formatEventDate(iso, 'America/New_York')).toBe('Jul 3, 2030');
    expect(formatEventTime(iso, 'America/New_York')).toBe('10:30 PM');
    expect(formatEventTime(new Date(iso), 'UTC')).toBe('2:30 AM');
    expect(formatEventLongDate(iso, 'UTC')).toBe('Thursday, July 4, 2030');
  });

  it('follows daylight saving time in winter', () => {
    expect(formatEventTime('2030-01-15T03:00:00.000Z', 'America/Los_Angeles')).toBe('7:00 PM');
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
