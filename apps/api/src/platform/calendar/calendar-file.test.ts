import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../test/calendar.ts';
import { type CalendarDinner, calendarFile } from './calendar-file.ts';

const dinner = (start: string, timeZone: string, over: Partial<CalendarDinner> = {}) => ({
  uid: 'reservation-7@storytable.test',
  start: new Date(start),
  end: new Date(new Date(start).getTime() + 2 * 3_600_000),
  timeZone,
  summary: 'Ancient Rome, over pasta; with wine',
  description: `A dinner.\n${'Café conversation — '.repeat(12)}end`,
  location: 'The Firehouse, 1112 2nd St, Sacramento, CA',
  url: 'https://storytable.test/event/7',
  cancelled: false,
  sequence: 3,
  lastModified: new Date('2026-10-01T12:00:00Z'),
  ...over,
});

describe('calendarFile (ical-generator, read back with ical.js)', () => {
  it('writes each dinner in its own zone, with a VTIMEZONE per zone', () => {
    const ics = calendarFile({
      name: 'My dinners',
      dinners: [
        dinner('2026-11-24T03:00:00Z', 'America/Los_Angeles'),
        dinner('2026-07-04T13:30:00Z', 'Asia/Kolkata', { uid: 'event-2@storytable.test' }),
      ],
      stamp: new Date('2026-01-02T03:04:05Z'),
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = parseCalendar(ics);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.name).toBe('My dinners');
    expect(parsed.zones.sort()).toEqual(['America/Los_Angeles', 'Asia/Kolkata']);
    const [sacramento, kolkata] = parsed.entries;
    expect(sacramento).toMatchObject({
      uid: 'reservation-7@storytable.test',
      tzid: 'America/Los_Angeles',
      localStart: '2026-11-23T19:00:00',
      summary: 'Ancient Rome, over pasta; with wine',
      location: 'The Firehouse, 1112 2nd St, Sacramento, CA',
      status: 'CONFIRMED',
      sequence: 3,
      url: 'https://storytable.test/event/7',
    });
    expect(sacramento?.description).toBe(`A dinner.\n${'Café conversation — '.repeat(12)}end`);
    expect(sacramento?.start.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(sacramento?.end.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(sacramento?.lastModified?.toISOString()).toBe('2026-10-01T12:00:00.000Z');
    expect(kolkata).toMatchObject({ tzid: 'Asia/Kolkata', localStart: '2026-07-04T19:00:00' });
    expect(kolkata?.start.toISOString()).toBe('2026-07-04T13:30:00.000Z');
  });

  it('resolves a Sacramento dinner to the same instant on both sides of a daylight-saving change', () => {
    // 7 PM on the Friday before and the Friday after each 2026 change, and the morning after the
    // clocks went forward (the repeated hour of November has no single local name: no slot there)
    for (const [iso, local] of [
      ['2026-03-07T03:00:00Z', '2026-03-06T19:00:00'], // PST
      ['2026-03-14T02:00:00Z', '2026-03-13T19:00:00'], // PDT
      ['2026-03-08T10:30:00Z', '2026-03-08T03:30:00'], // just after clocks went forward
      ['2026-10-31T02:00:00Z', '2026-10-30T19:00:00'], // PDT
      ['2026-11-07T03:00:00Z', '2026-11-06T19:00:00'], // PST
    ] as const) {
      const [entry] = parseCalendar(
        calendarFile({ dinners: [dinner(iso, 'America/Los_Angeles')] }),
      ).entries;
      expect(entry?.localStart).toBe(local);
      expect(entry?.start.toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  it('keeps a cancelled dinner as STATUS:CANCELLED', () => {
    const [entry] = parseCalendar(
      calendarFile({
        dinners: [dinner('2026-11-24T03:00:00Z', 'America/Los_Angeles', { cancelled: true })],
      }),
    ).entries;
    expect(entry?.status).toBe('CANCELLED');
  });
});
