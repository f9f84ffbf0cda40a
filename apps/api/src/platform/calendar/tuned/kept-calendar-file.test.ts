import { describe, expect, it } from 'vitest';
import { type CalendarDinner, calendarFile } from '../calendar-file.ts';
import { keptCalendarFileTemplate } from './kept-calendar-file.ts';

const entry: Omit<CalendarDinner, 'uid'> = {
  start: new Date('2026-12-24T03:00:00Z'),
  end: new Date('2026-12-24T05:00:00Z'),
  timeZone: 'America/Chicago',
  summary: 'Ancient Rome, over pasta; with wine',
  description: `A dinner.\n${'Café conversation — '.repeat(12)}end`,
  location: 'The Firehouse, 1112 2nd St, Sacramento, CA',
  url: 'https://storytable.test/event/7',
  cancelled: false,
  sequence: 3,
  lastModified: new Date('2026-10-01T12:00:00Z'),
};

describe('keptCalendarFileTemplate', () => {
  it('reads exactly as a file written fresh, with each file its own UID and stamp', () => {
    const fresh = (uid: string, stamp: Date) =>
      calendarFile({ dinners: [{ ...entry, uid }], stamp });
    const first = new Date('2026-11-27T10:00:00.250Z');
    const later = new Date('2026-11-27T10:05:09.999Z');
    expect(keptCalendarFileTemplate(entry, first)('reservation-1@storytable.test')).toBe(
      fresh('reservation-1@storytable.test', first),
    );
    // the second is filled from the file the first wrote
    expect(keptCalendarFileTemplate(entry, later)('reservation-2@storytable.test')).toBe(
      fresh('reservation-2@storytable.test', later),
    );
    const long = `reservation-1234567890-${'x'.repeat(60)}@storytable.test`;
    expect(keptCalendarFileTemplate(entry, later)(long)).toBe(fresh(long, later));
    const moved = { ...entry, start: new Date('2026-12-25T03:00:00Z'), sequence: 4 };
    expect(keptCalendarFileTemplate(moved, later)('reservation-3@storytable.test')).toBe(
      calendarFile({ dinners: [{ ...moved, uid: 'reservation-3@storytable.test' }], stamp: later }),
    );
  });
});
