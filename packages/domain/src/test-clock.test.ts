import { describe, expect, it } from 'vitest';
import { parseTestNow } from './test-clock.ts';

describe('parseTestNow', () => {
  const real = new Date('2026-11-27T08:00:00Z');
  it('reads an ISO instant within 30 days of the real clock', () => {
    expect(parseTestNow('2026-11-28T17:01:00Z', real)?.toISOString()).toBe(
      '2026-11-28T17:01:00.000Z',
    );
    expect(parseTestNow('2026-12-27T08:00:00Z', real)).not.toBeNull();
  });
  it('ignores what is missing, malformed, too long or too far off', () => {
    for (const value of [undefined, ['2026-11-28T17:01:00Z'], '', 'tomorrow', '9'.repeat(41)])
      expect(parseTestNow(value, real)).toBeNull();
    expect(parseTestNow('2026-12-27T08:00:01Z', real)).toBeNull();
    expect(parseTestNow('2020-01-01T00:00:00Z', real)).toBeNull();
  });
});
