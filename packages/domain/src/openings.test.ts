import { describe, expect, it } from 'vitest';
import {
  countdownSpoken,
  countdownText,
  DRAW_WINDOW_MS,
  mayAskToNotify,
  notYetOpenMessage,
  OPENING_MESSAGES,
  openingChangeIssue,
  openingEmail,
  openingFixed,
  openingPhase,
  opensAtIssue,
  opensAtSchema,
} from './openings.ts';

const opensAt = new Date('2026-12-01T17:00:00Z');
const DAY = 24 * 3_600_000;
const at = (ms: number) => new Date(opensAt.getTime() + ms);

describe('openingPhase', () => {
  it('is open when the dinner has no opening', () => {
    expect(openingPhase(null, at(-1))).toBe('open');
  });
  it('is before until the instant, the draw for its first minute, then open', () => {
    expect(openingPhase(opensAt, at(-1))).toBe('before');
    expect(openingPhase(opensAt.toISOString(), at(0))).toBe('draw');
    expect(openingPhase(opensAt, at(DRAW_WINDOW_MS - 1))).toBe('draw');
    expect(openingPhase(opensAt, at(DRAW_WINDOW_MS))).toBe('open');
  });
});

describe('opensAtIssue', () => {
  const start = new Date('2026-12-05T02:00:00Z');
  it('refuses a past opening and one at or after the start', () => {
    expect(opensAtIssue(at(-1), start, opensAt)).toBe(OPENING_MESSAGES.past);
    expect(opensAtIssue(start, start, at(-1000))).toBe(OPENING_MESSAGES.afterStart);
    expect(opensAtIssue(opensAt, start, at(-1000))).toBeNull();
  });
});

describe('openingChangeIssue', () => {
  const later = at(DAY);
  it('lets a dinner without an opening, or one not yet open, set or clear it', () => {
    expect(openingChangeIssue(null, later, at(0))).toBeNull();
    expect(openingChangeIssue(opensAt, later, at(-1))).toBeNull();
    expect(openingChangeIssue(opensAt, null, at(-1))).toBeNull();
  });
  it('in the first minute the opening only moves later: its entries wait for a draw', () => {
    expect(openingChangeIssue(opensAt, later, at(0))).toBeNull();
    expect(openingChangeIssue(opensAt, null, at(DRAW_WINDOW_MS - 1))).toBe(OPENING_MESSAGES.inDraw);
  });
  it('is fixed once the minute is over: its draw runs once', () => {
    expect(openingFixed(opensAt, at(DRAW_WINDOW_MS - 1))).toBe(false);
    expect(openingFixed(opensAt, at(DRAW_WINDOW_MS))).toBe(true);
    expect(openingFixed(null, at(DRAW_WINDOW_MS))).toBe(false);
    expect(openingChangeIssue(opensAt, later, at(DRAW_WINDOW_MS))).toBe(OPENING_MESSAGES.opened);
    expect(openingChangeIssue(opensAt, null, at(DAY))).toBe(OPENING_MESSAGES.opened);
  });
});

describe('opensAtSchema', () => {
  it('takes an instant with its offset or null, nothing else', () => {
    expect(opensAtSchema.safeParse('2026-12-01T09:00:00-08:00').success).toBe(true);
    expect(opensAtSchema.safeParse(null).success).toBe(true);
    expect(opensAtSchema.safeParse('2026-12-01 09:00').success).toBe(false);
    expect(opensAtSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });
});

describe('notYetOpenMessage and mayAskToNotify', () => {
  const dinner = { opensAt, timeZone: 'America/Los_Angeles' };
  it('refuses before the opening, naming it in the dinner zone', () => {
    expect(notYetOpenMessage(dinner, at(-1))).toBe(
      'This dinner opens for booking on Tuesday, December 1, 2026 at 9:00 AM PST.',
    );
    expect(mayAskToNotify(dinner, at(-1))).toBe(true);
  });
  it('lets the draw and after through, and a dinner without an opening', () => {
    expect(notYetOpenMessage(dinner, at(0))).toBeNull();
    expect(notYetOpenMessage(dinner, at(DRAW_WINDOW_MS))).toBeNull();
    expect(notYetOpenMessage({ ...dinner, opensAt: null }, at(-1))).toBeNull();
    expect(mayAskToNotify(dinner, at(0))).toBe(false);
    expect(mayAskToNotify({ ...dinner, opensAt: null }, at(-1))).toBe(false);
  });
  it('writes the opening email with the link', () => {
    const email = openingEmail(
      { id: 7, title: 'Roman roads' },
      { appName: 'Storytable', appUrl: 'https://x.test' },
    );
    expect(email.subject).toBe('Roman roads is open for booking');
    expect(email.text).toContain('https://x.test/event/7');
  });
});

describe('the countdown', () => {
  it('shows days and hours, hours and minutes, then minutes and seconds', () => {
    expect(countdownText((2 * 86_400 + 4 * 3_600 + 5) * 1000)).toBe('2 days 4 h');
    expect(countdownText((3 * 3_600 + 12 * 60) * 1000)).toBe('3 h 12 min');
    expect(countdownText((12 * 60 + 5) * 1000)).toBe('12:05');
    expect(countdownText(-5)).toBe('0:00');
  });
  it('speaks in whole minutes or hours', () => {
    expect(countdownSpoken(61_000)).toBe('Opens in 2 minutes');
    expect(countdownSpoken(1_000)).toBe('Opens in 1 minute');
    expect(countdownSpoken(5 * 3_600_000)).toBe('Opens in about 5 hours');
    expect(countdownSpoken(72 * 3_600_000)).toBe('Opens in 3 days');
  });
});
