import { describe, expect, it } from 'vitest';
import { icsLines, resolveLocal } from '../../test/reservations.ts';
import { buildIcs, escapeText, localStamp, offsetMinutes } from './ics.ts';

const entry = (start: Date, timeZone: string) => ({
  uid: 'reservation-7@storytable.test',
  start,
  end: new Date(start.getTime() + 2 * 3_600_000),
  timeZone,
  summary: 'Ancient Rome, over pasta',
  location: 'The Firehouse, 1112 2nd St, Sacramento, CA',
  description: 'A dinner.',
  stamp: new Date('2026-01-02T03:04:05Z'),
});

describe('buildIcs', () => {
  it('writes a PUBLISH calendar with CRLF lines, a UID, SUMMARY, LOCATION and a 2 hour event', () => {
    const ics = buildIcs(entry(new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = icsLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:reservation-7@storytable.test');
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines).toContain('SUMMARY:Ancient Rome\\, over pasta');
    expect(lines).toContain('LOCATION:The Firehouse\\, 1112 2nd St\\, Sacramento\\, CA');
    // 7 PM on the 23rd in Sacramento (PST), ending at 9 PM
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20261123T190000');
    expect(lines).toContain('DTEND;TZID=America/Los_Angeles:20261123T210000');
    expect(lines).toContain('TZID:America/Los_Angeles');
  });

  it('describes the zone so that a calendar finds the same instant, winter and summer', () => {
    for (const iso of ['2026-11-24T03:00:00Z', '2026-07-04T02:00:00Z', '2026-03-08T18:30:00Z']) {
      const start = new Date(iso);
      const ics = buildIcs(entry(start, 'America/Los_Angeles'));
      expect(resolveLocal(ics, 'DTSTART').toISOString()).toBe(start.toISOString());
      expect(resolveLocal(ics, 'DTEND').getTime()).toBe(start.getTime() + 2 * 3_600_000);
    }
    const lines = icsLines(
      buildIcs(entry(new Date('2026-07-04T02:00:00Z'), 'America/Los_Angeles')),
    );
    const daylight = lines.slice(lines.indexOf('BEGIN:DAYLIGHT'), lines.indexOf('END:DAYLIGHT'));
    expect(daylight).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0800',
      'TZOFFSETTO:-0700',
      'TZNAME:PDT',
    ]);
    expect(lines).toContain('DTSTART:20261101T020000');
  });

  it('handles zones without daylight time and with half-hour offsets', () => {
    for (const [zone, iso, local] of [
      ['America/Phoenix', '2026-07-04T02:00:00Z', '20260703T190000'],
      ['Asia/Kolkata', '2026-07-04T13:30:00Z', '20260704T190000'],
      ['UTC', '2026-07-04T19:00:00Z', '20260704T190000'],
    ] as const) {
      const start = new Date(iso);
      const ics = buildIcs(entry(start, zone));
      expect(icsLines(ics)).toContain(`DTSTART;TZID=${zone}:${local}`);
      expect(resolveLocal(ics, 'DTSTART').toISOString()).toBe(start.toISOString());
    }
    expect(offsetMinutes('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'))).toBe(330);
    expect(localStamp(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('20260101T000000');
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `${'Café conversation — '.repeat(12)}end`;
    const ics = buildIcs({ ...entry(new Date('2026-11-24T03:00:00Z'), 'UTC'), description: long });
    for (const raw of ics.split('\r\n')) expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(75);
    expect(icsLines(ics)).toContain(`DESCRIPTION:${long}`);
  });
});
