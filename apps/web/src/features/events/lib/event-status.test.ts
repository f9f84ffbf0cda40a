import { describe, expect, it } from 'vitest';
import {
  canCancelEvent,
  closedReason,
  isPastEvent,
  parseEventId,
  splitHostedEvents,
} from './event-status.ts';
import { pageFromSearch } from './page-param.ts';

describe('event route helpers', () => {
  it('reads an event id from the address, or null', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId('0')).toBeNull();
    expect(parseEventId('-3')).toBeNull();
    expect(parseEventId('abc')).toBeNull();
    expect(parseEventId('1.5')).toBeNull();
    expect(parseEventId('2147483648')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
  });

  it('an event is past once its start has passed', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(isPastEvent({ dateTime: '2030-01-01T11:59:59Z' }, now)).toBe(true);
    expect(isPastEvent({ dateTime: '2030-01-01T12:00:01Z' }, now)).toBe(false);
  });

  it('lets a host cancel only upcoming active events', () => {
    const now = Date.parse('2030-06-01T12:00:00Z');
    const inHours = (h: number) => new Date(now + h * 3_600_000).toISOString();
    expect(canCancelEvent({ status: true, dateTime: inHours(1) }, now)).toBe(true);
    expect(canCancelEvent({ status: false, dateTime: inHours(1) }, now)).toBe(false);
    expect(canCancelEvent({ status: true, dateTime: inHours(-1) }, now)).toBe(false);
  });

  it('reads ?page=N, anything unreadable being page 1', () => {
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('page=3')).toBe(3);
    expect(pageFromSearch('page=2.7')).toBe(2);
    expect(pageFromSearch('page=0')).toBe(1);
    expect(pageFromSearch('page=x')).toBe(1);
  });
});

describe('splitHostedEvents', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const ev = (id: number, dateTime: string, status = true) => ({ id, dateTime, status });
  it('puts active dinners to come first, soonest first, then the rest, latest first', () => {
    const { upcoming, past } = splitHostedEvents(
      [
        ev(1, '2026-07-01T19:00:00Z'),
        ev(2, '2026-05-01T19:00:00Z'),
        ev(3, '2026-06-02T19:00:00Z'),
        ev(4, '2026-06-20T19:00:00Z', false),
        ev(5, '2026-05-20T19:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((e) => e.id)).toEqual([3, 1]);
    expect(past.map((e) => e.id)).toEqual([4, 5, 2]);
  });
});

describe('closedReason', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  const open = { status: true, dateTime: '2026-12-01T03:00:00.000Z' };

  it('is null while anyone but the host may reserve', () => {
    expect(closedReason(open, false, now)).toBeNull();
  });
  it('tells the host they host it, whatever else holds', () => {
    expect(closedReason({ ...open, status: false }, true, now)).toBe('You are hosting this event.');
  });
  it('a cancelled event takes no reservations', () => {
    expect(closedReason({ ...open, status: false }, false, now)).toBe(
      'This event is no longer accepting reservations.',
    );
  });
  it('a started event has taken place', () => {
    expect(closedReason({ ...open, dateTime: '2026-11-26T12:00:00.000Z' }, false, now)).toBe(
      'This event has already taken place.',
    );
  });
});
