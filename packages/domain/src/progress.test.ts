import { describe, expect, it } from 'vitest';
import { memberProgress } from './progress.ts';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('memberProgress', () => {
  it('a newcomer is level 1 with nothing earned', () => {
    expect(memberProgress([], 0, now)).toEqual({ eventStreak: 0, level: 1, achievements: [] });
  });

  it('levels every 5 dinners, up to 10', () => {
    expect(
      memberProgress(
        Array.from({ length: 4 }, (_, i) => daysAgo(i * 100)),
        0,
        now,
      ).level,
    ).toBe(1);
    expect(
      memberProgress(
        Array.from({ length: 5 }, (_, i) => daysAgo(i * 100)),
        0,
        now,
      ).level,
    ).toBe(2);
    expect(
      memberProgress(
        Array.from({ length: 80 }, (_, i) => daysAgo(i)),
        0,
        now,
      ).level,
    ).toBe(10);
  });

  it('counts a streak of dinners each within 45 days of the one before, the last recent', () => {
    const regular = [
      daysAgo(10),
      daysAgo(40),
      daysAgo(80),
      daysAgo(120),
      daysAgo(160),
      daysAgo(300),
    ];
    expect(memberProgress(regular, 0, now).eventStreak).toBe(5);
    // the last dinner was long ago: the streak has lapsed
    expect(memberProgress([daysAgo(60), daysAgo(70)], 0, now).eventStreak).toBe(0);
  });

  it('earns achievements at 1, 5 and 10 dinners and for hosting with guests', () => {
    expect(memberProgress([daysAgo(1)], 0, now).achievements).toEqual(['first-table']);
    const ten = Array.from({ length: 10 }, (_, i) => daysAgo(i * 7));
    expect(memberProgress(ten, 2, now).achievements).toEqual([
      'first-table',
      'regular',
      'devoted',
      'host',
    ]);
  });
});
