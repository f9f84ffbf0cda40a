import { describe, expect, it } from 'vitest';
import { dateGroupLabel, groupByDate, listingGroups } from './date-groups.ts';

// Monday 23 November 2026, 10:00 in Los Angeles (18:00 UTC)
const now = new Date('2026-11-23T18:00:00Z');
const LA = 'America/Los_Angeles';

describe('dateGroupLabel', () => {
  it('names today, tomorrow and the rest of the week by the calendar of the zone', () => {
    expect(dateGroupLabel(new Date('2026-11-24T04:30:00Z'), now, LA)).toBe('Today'); // 20:30 LA
    expect(dateGroupLabel(new Date('2026-11-24T08:30:00Z'), now, LA)).toBe('Tomorrow'); // 00:30
    expect(dateGroupLabel(new Date('2026-11-26T03:00:00Z'), now, LA)).toBe('This week'); // Wed
    expect(dateGroupLabel(new Date('2026-11-30T07:00:00Z'), now, LA)).toBe('This week'); // Sun 23:00
    expect(dateGroupLabel(new Date('2026-11-30T18:00:00Z'), now, LA)).toBe('November 2026'); // +7 days
    expect(dateGroupLabel(new Date('2026-12-05T03:00:00Z'), now, LA)).toBe('December 2026');
    expect(dateGroupLabel(new Date('2027-01-02T03:00:00Z'), now, LA)).toBe('January 2027');
  });

  it('depends on the zone: the same instant is today in Los Angeles and tomorrow in Tokyo', () => {
    const at = new Date('2026-11-24T04:30:00Z');
    expect(dateGroupLabel(at, now, LA)).toBe('Today');
    // now is 03:00 on the 24th in Tokyo, and the dinner 13:30 the same day
    expect(dateGroupLabel(at, now, 'Asia/Tokyo')).toBe('Today');
    expect(dateGroupLabel(new Date('2026-11-24T16:00:00Z'), now, 'Asia/Tokyo')).toBe('Tomorrow');
    expect(dateGroupLabel(new Date('2026-11-24T16:00:00Z'), now, LA)).toBe('Tomorrow');
    // 30 November 23:30 in LA is already December in London
    const late = new Date('2026-12-01T07:30:00Z');
    expect(dateGroupLabel(late, now, LA)).toBe('November 2026');
    expect(dateGroupLabel(late, now, 'Europe/London')).toBe('December 2026');
  });
});

describe('groupByDate', () => {
  it('keeps the order and starts a heading where the label changes', () => {
    const events = [
      { id: 1, dateTime: '2026-11-24T03:00:00Z', timeZone: LA },
      { id: 2, dateTime: '2026-11-25T03:00:00Z', timeZone: LA },
      { id: 3, dateTime: '2026-11-27T03:00:00Z', timeZone: LA },
      { id: 4, dateTime: '2026-11-28T03:00:00Z', timeZone: LA },
      { id: 5, dateTime: '2026-12-10T03:00:00Z', timeZone: LA },
      { id: 6, dateTime: '2026-12-20T03:00:00Z', timeZone: LA },
    ];
    expect(groupByDate(events, now).map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ['Today', [1]],
      ['Tomorrow', [2]],
      ['This week', [3, 4]],
      ['December 2026', [5, 6]],
    ]);
    expect(groupByDate([], now)).toEqual([]);
  });

  it('places each dinner by the date its card shows, in its own zone', () => {
    // 18:30 on 30 November in Los Angeles is 1 December in London and in UTC
    const events = [
      { id: 1, dateTime: '2026-12-01T02:30:00Z', timeZone: LA },
      { id: 2, dateTime: '2026-12-01T02:30:00Z', timeZone: 'Europe/London' },
    ];
    expect(groupByDate(events, now).map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ['November 2026', [1]],
      ['December 2026', [2]],
    ]);
  });
});

describe('listingGroups', () => {
  const events = [
    { id: 1, featured: true, dateTime: '2026-11-24T03:00:00Z', timeZone: LA },
    { id: 2, featured: false, dateTime: '2026-11-24T04:00:00Z', timeZone: LA },
    { id: 3, featured: true, dateTime: '2026-12-10T03:00:00Z', timeZone: LA },
    { id: 4, featured: false, dateTime: '2026-12-11T03:00:00Z', timeZone: LA },
  ];
  const ids = (firstPage: boolean) =>
    listingGroups(events, { firstPage, now }).map((g) => g.events.map((e) => e.id));

  it('moves featured dinners out of the first row of the first heading on the first page only', () => {
    expect(ids(true)).toEqual([
      [2, 1],
      [3, 4],
    ]);
    expect(ids(false)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
