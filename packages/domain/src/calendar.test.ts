import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_PATTERN, calendarLinks, calendarTokenParamSchema } from './calendar.ts';

const entry = {
  title: 'Silk Road Suppers & more',
  description: 'Spices, ideas and empires.',
  start: '2030-11-27T03:30:00.000Z', // 7:30 PM on November 26 in Sacramento
  location: 'Midtown Ember, 1801 L St, Sacramento, CA',
  url: 'https://storytable.test/event/7',
};

describe('add to calendar links', () => {
  it('open Google Calendar, Outlook.com and Yahoo with the dinner filled in, two hours long', () => {
    const links = calendarLinks(entry);
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(entry.title);
    expect(google.searchParams.get('dates')).toBe('20301127T033000Z/20301127T053000Z');
    expect(google.searchParams.get('location')).toBe(entry.location);
    expect(google.searchParams.get('details')).toContain(entry.url);

    const outlook = new URL(links.outlook);
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe(entry.title);
    expect(outlook.searchParams.get('startdt')).toBe('2030-11-27T03:30:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2030-11-27T05:30:00.000Z');

    const yahoo = new URL(links.yahoo);
    expect(yahoo.hostname).toBe('calendar.yahoo.com');
    expect(yahoo.searchParams.get('title')).toBe(entry.title);
    expect(yahoo.searchParams.get('st')).toBe('20301127T033000Z');
    expect(yahoo.searchParams.get('et')).toBe('20301127T053000Z');
    expect(yahoo.searchParams.get('in_loc')).toBe(entry.location);
  });
});

describe('feed tokens', () => {
  it('are 43 base64url characters; anything else is refused before a lookup', () => {
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    for (const bad of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}/`, `${'a'.repeat(42)}=`])
      expect(calendarTokenParamSchema.safeParse({ token: bad }).success).toBe(false);
  });
});
