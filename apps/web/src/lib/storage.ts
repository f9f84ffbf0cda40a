/** The slice of the Web Storage API the app uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, String(v));
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

function probe(candidate: () => Storage | undefined): Storage | null {
  try {
    const s = candidate();
    if (!s) return null;
    const key = '__storytable_probe__';
    s.setItem(key, key);
    s.removeItem(key);
    return s;
  } catch {
    return null;
  }
}

/**
 * Browser storage when it works, otherwise an in-memory store (private modes, blocked cookies,
 * no window). A storage call that starts failing later falls back to memory as well.
 */
export function createSafeStorage(candidate: () => Storage | undefined): KeyValueStorage {
  const memory = createMemoryStorage();
  let real = probe(candidate);
  const use = <R>(op: (s: KeyValueStorage) => R): R => {
    if (real) {
      try {
        return op(real);
      } catch (err) {
        console.warn('Browser storage failed; using memory instead', err);
        real = null;
      }
    }
    return op(memory);
  };
  return {
    getItem: (k) => use((s) => s.getItem(k)),
    setItem: (k, v) => use((s) => s.setItem(k, v)),
    removeItem: (k) => use((s) => s.removeItem(k)),
  };
}

export const storage: KeyValueStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
