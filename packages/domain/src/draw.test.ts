import { describe, expect, it } from 'vitest';
import { assignDraw, drawAt, drawOrder, seededRandom } from './draw.ts';

const entries = [1, 2, 3, 4, 5, 6, 7, 8].map((userId) => ({ userId, seats: (userId % 3) + 1 }));
const seed = (i: number) => i.toString(16).padStart(32, '0');

describe('drawOrder', () => {
  it('does not depend on arrival: two arrival orders with one seed give one draw', () => {
    const reversed = [...entries].reverse();
    const shuffled = [
      entries[3],
      entries[0],
      entries[7],
      entries[5],
      entries[1],
      entries[6],
      entries[2],
      entries[4],
    ];
    const a = drawOrder(entries, seededRandom(seed(7))).map((e) => e.userId);
    expect(drawOrder(reversed, seededRandom(seed(7))).map((e) => e.userId)).toEqual(a);
    expect(
      drawOrder(shuffled as typeof entries, seededRandom(seed(7))).map((e) => e.userId),
    ).toEqual(a);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives different seeds different orders', () => {
    const a = drawOrder(entries, seededRandom(seed(1))).map((e) => e.userId);
    const b = drawOrder(entries, seededRandom(seed(2))).map((e) => e.userId);
    expect(a).not.toEqual(b);
  });

  it('over many seeds puts every entry first about equally often', () => {
    const firsts = new Map<number, number>();
    const runs = 8000;
    for (let i = 0; i < runs; i++) {
      const first = drawOrder(entries, seededRandom(seed(i * 7919 + 1)))[0]?.userId ?? 0;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect(firsts.size).toBe(8);
    // each expects 1000; 4.5 standard deviations either side
    for (const n of firsts.values()) expect(Math.abs(n - runs / 8)).toBeLessThan(135);
  });

  it('draws from the source uniformly in range', () => {
    const random = seededRandom(seed(3));
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const k = random(3);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const n of counts) expect(n).toBeGreaterThan(800);
  });
});

describe('assignDraw', () => {
  it('gives each party that fits all its seats and lines the rest up in draw order', () => {
    const outcome = assignDraw(
      [{ seats: 3 }, { seats: 3 }, { seats: 3 }, { seats: 2 }, { seats: 1 }],
      8,
    );
    expect(outcome).toEqual([
      { kind: 'offered', drawPosition: 1 },
      { kind: 'offered', drawPosition: 2 },
      { kind: 'waitlisted', drawPosition: 3, waitlistPosition: 1 },
      { kind: 'offered', drawPosition: 4 },
      { kind: 'waitlisted', drawPosition: 5, waitlistPosition: 2 },
    ]);
  });

  it('offers nothing when no seat is left', () => {
    expect(assignDraw([{ seats: 1 }], 0)).toEqual([
      { kind: 'waitlisted', drawPosition: 1, waitlistPosition: 1 },
    ]);
  });
});

describe('drawAt', () => {
  it('is a minute after the opening', () => {
    expect(drawAt('2026-12-01T17:00:00Z').toISOString()).toBe('2026-12-01T17:01:00.000Z');
  });
});
