import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSafeStorage } from './storage.ts';

describe('createSafeStorage', () => {
  it('uses memory when there is no browser storage', () => {
    const s = createSafeStorage(() => undefined);
    expect(s.getItem('k')).toBeNull();
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
  });

  it('uses memory when browser storage throws on access (private mode, blocked)', () => {
    const s = createSafeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    s.setItem('hasSeenPrelaunchModal', 'true');
    expect(s.getItem('hasSeenPrelaunchModal')).toBe('true');
  });

  it('uses the real storage when it works, and memory once it starts failing', () => {
    const backing = createMemoryStorage();
    let broken = false;
    const real = {
      getItem: (k: string) => backing.getItem(k),
      setItem: (k: string, v: string) => {
        if (broken) throw new DOMException('quota', 'QuotaExceededError');
        backing.setItem(k, v);
      },
      removeItem: (k: string) => backing.removeItem(k),
    } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = createSafeStorage(() => real);
    s.setItem('a', '1');
    expect(backing.getItem('a')).toBe('1');
    broken = true;
    s.setItem('b', '2');
    expect(backing.getItem('b')).toBeNull();
    expect(s.getItem('b')).toBe('2');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
