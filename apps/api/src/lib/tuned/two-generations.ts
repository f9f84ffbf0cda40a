/**
 * A map bounded in two generations: when the newer holds `max / 2` entries it becomes the older
 * and the older goes. A value read from the older moves to the newer, so what is read often
 * stays. (A Map whose oldest entry is deleted on every insert walks its deleted slots on each
 * eviction: docs/measurements/hot-paths.md.)
 */
export class TwoGenerations<K, V> {
  #newer = new Map<K, V>();
  #older = new Map<K, V>();
  constructor(private readonly max: number) {}

  get size() {
    return this.#newer.size + this.#older.size;
  }

  get(key: K): V | undefined {
    const value = this.#newer.get(key);
    if (value !== undefined) return value;
    const old = this.#older.get(key);
    if (old !== undefined) {
      this.#older.delete(key);
      this.set(key, old);
    }
    return old;
  }

  set(key: K, value: V) {
    if (this.#newer.size >= this.max / 2) {
      this.#older = this.#newer;
      this.#newer = new Map();
    }
    this.#newer.set(key, value);
  }
}
