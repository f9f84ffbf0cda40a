import { describe, expect, it } from 'vitest';
import { clampPage, pageWindow } from './pagination.tsx';

describe('pagination', () => {
  it('clamps the page to 1..totalPages', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });

  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('never hides a single page behind a gap (#32.21)', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});
