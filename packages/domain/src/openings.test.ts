import { describe, expect, it } from 'vitest';
import {
  DRAW_WINDOW_MS,
  OPENING_MESSAGES,
  openingPhase,
  opensAtIssue,
  opensAtSchema,
} from './openings.ts';

const opensAt = new Date('2026-12-01T17:00:00Z');
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

describe('opensAtSchema', () => {
  it('takes an instant with its offset or null, nothing else', () => {
    expect(opensAtSchema.safeParse('2026-12-01T09:00:00-08:00').success).toBe(true);
    expect(opensAtSchema.safeParse(null).success).toBe(true);
    expect(opensAtSchema.safeParse('2026-12-01 09:00').success).toBe(false);
    expect(opensAtSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });
});
