import { describe, expect, it } from 'vitest';
import { createJoinRequestSchema, mayRequestBy, requestExpiresAt } from './join-requests.ts';

const HOUR = 3_600_000;

describe('requestExpiresAt', () => {
  const made = new Date('2026-12-01T12:00:00Z');

  it('lapses 72 hours after it was made when the dinner is far off', () => {
    const dinner = new Date(made.getTime() + 10 * 24 * HOUR);
    expect(requestExpiresAt(made, dinner)).toEqual(new Date(made.getTime() + 72 * HOUR));
  });

  it('lapses when the 48-hour window opens if that comes first', () => {
    const dinner = new Date(made.getTime() + 100 * HOUR);
    expect(requestExpiresAt(made, dinner)).toEqual(new Date(made.getTime() + 52 * HOUR));
  });

  it('refuses a request once the window is open', () => {
    expect(mayRequestBy(made, new Date(made.getTime() + 48 * HOUR))).toBe(false);
    expect(mayRequestBy(made, new Date(made.getTime() + 49 * HOUR))).toBe(true);
  });
});

describe('createJoinRequestSchema', () => {
  it('takes the booking’s party and bounds', () => {
    expect(createJoinRequestSchema.safeParse({ seats: [{}, { name: 'Rui' }] }).success).toBe(true);
    expect(createJoinRequestSchema.safeParse({ seats: [{}, {}, {}, {}, {}] }).success).toBe(false);
    expect(createJoinRequestSchema.safeParse({ answer: 'x'.repeat(301) }).success).toBe(false);
  });
});
