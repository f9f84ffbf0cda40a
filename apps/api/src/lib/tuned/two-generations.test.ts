import { describe, expect, it } from 'vitest';
import { TwoGenerations } from './two-generations.ts';

describe('TwoGenerations', () => {
  it('keeps at most its bound, dropping the older generation whole', () => {
    const map = new TwoGenerations<string, number>(4);
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) map.set(key, i);
    // a, b became the older when c arrived; c, d the older when e arrived, and a, b went
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBeUndefined();
    expect([map.get('c'), map.get('d'), map.get('e')]).toEqual([2, 3, 4]);
  });

  it('moves a value read from the older generation to the newer, so it outlives its peers', () => {
    const map = new TwoGenerations<string, number>(4);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3); // a, b are the older
    expect(map.get('a')).toBe(1); // a moves to the newer, beside c
    map.set('d', 4); // the newer (c, a) becomes the older; b goes
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.size).toBeLessThanOrEqual(4);
  });
});
