import { describe, expect, it } from 'vitest';
import {
  hostNoteSchema,
  isNoShow,
  isNoShowOpen,
  morningAfter,
  noShowsSchema,
  type SeatAttendance,
  seatAttended,
} from './attendance.ts';
import { whyNotReview } from './may-review.ts';

const seat = (over: Partial<SeatAttendance> = {}): SeatAttendance => ({
  confirmed: true,
  ended: true,
  checkInUsed: false,
  checkedIn: false,
  markedNoShow: false,
  ...over,
});

describe('seatAttended', () => {
  it('trusts a confirmed seat at an ended dinner when the host never checked anyone in', () => {
    expect(seatAttended(seat())).toBe(true);
    expect(isNoShow(seat())).toBe(false);
  });
  it('counts only the checked-in once the host used check-in', () => {
    expect(seatAttended(seat({ checkInUsed: true }))).toBe(false);
    expect(isNoShow(seat({ checkInUsed: true }))).toBe(true);
    expect(seatAttended(seat({ checkInUsed: true, checkedIn: true }))).toBe(true);
  });
  it('never counts a marked no-show, a cancelled seat or a dinner not over', () => {
    expect(seatAttended(seat({ markedNoShow: true }))).toBe(false);
    expect(seatAttended(seat({ confirmed: false }))).toBe(false);
    expect(isNoShow(seat({ confirmed: false }))).toBe(false);
    expect(seatAttended(seat({ ended: false }))).toBe(false);
    expect(isNoShow(seat({ ended: false }))).toBe(false);
  });
});

describe('isNoShowOpen', () => {
  const start = new Date('2026-11-20T03:00:00Z');
  const at = (h: number) => new Date(start.getTime() + h * 3_600_000);
  it('opens at the end (start + 2 hours) and closes 24 hours later', () => {
    expect(isNoShowOpen(start, at(1.9))).toBe(false);
    expect(isNoShowOpen(start, at(2))).toBe(true);
    expect(isNoShowOpen(start, at(25.9))).toBe(true);
    expect(isNoShowOpen(start, at(26))).toBe(false);
  });
});

describe('morningAfter', () => {
  it('is 9 AM the next day in the dinner’s zone', () => {
    // 7 PM on 19 November in Los Angeles (03:00 UTC on the 20th)
    expect(morningAfter('2026-11-20T03:00:00Z', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-20T17:00:00.000Z',
    );
    expect(morningAfter('2026-03-07T20:00:00Z', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });
});

describe('whyNotReview', () => {
  it('refuses a no-show with its own reason', () => {
    const event = { hostId: 1, dateTime: '2026-01-01T00:00:00Z' };
    expect(whyNotReview({ userId: 2, event, attended: true, noShow: true, reviewed: false })).toBe(
      'no_show',
    );
    expect(whyNotReview({ userId: 2, event, attended: true, reviewed: false })).toBeNull();
  });
});

describe('schemas', () => {
  it('bound the no-show list and the note', () => {
    expect(noShowsSchema.safeParse({ reservationIds: [1, 2] }).data).toEqual({
      reservationIds: [1, 2],
      noShow: true,
    });
    expect(noShowsSchema.safeParse({ reservationIds: [] }).success).toBe(false);
    expect(noShowsSchema.safeParse({ reservationIds: Array(101).fill(1) }).success).toBe(false);
    expect(hostNoteSchema.safeParse({ note: ' Thanks \n' }).data).toEqual({ note: 'Thanks' });
    expect(hostNoteSchema.safeParse({ note: 'x'.repeat(1001) }).success).toBe(false);
    expect(hostNoteSchema.safeParse({ note: '\u0000' }).success).toBe(false);
  });
});
