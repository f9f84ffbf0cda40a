export interface Built<T> {
  value: T;
  /** When the value stops being true by itself (e.g. an event it counts starts), epoch ms. */
  validUntil?: number | undefined;
}

interface Entry<T> {
  value: T;
  weight: number;
  expiresAt: number;
}

export interface NotifiedCacheOptions<T> {
  /** A safety net: nothing is served older than this even if a notification were lost. */
  maxAgeMs: number;
  /** Total weight kept before the least recently used entries go. */
  maxWeight: number;
  weigh(value: T): number;
}

/**
 * An in-process cache that is only trusted while its instance hears the database's change
 * notifications (db/listen.ts): every notification empties it, so a change committed by any API
 * instance reaches all of them. A value computed while a change landed is not kept; concurrent
 * misses on one key share one computation; until notifications are being received every read
 * goes to the database.
 */
export class NotifiedCache<T> {
  #entries = new Map<string, Entry<T>>();
  #inflight = new Map<string, Promise<T>>();
  #weight = 0;
  #generation = 0;
  #listening = false;
  /** Off when config.readCaches is (the test harness reads through); cache tests switch it on. */
  serve = true;
  /** The payload of the last change notification heard (lets a test wait for one it sent). */
  lastNotice: string | null = null;

  constructor(private readonly options: NotifiedCacheOptions<T>) {}

  get active() {
    return this.#listening && this.serve;
  }

  invalidate() {
    this.#generation += 1;
    this.#entries.clear();
    this.#inflight.clear();
    this.#weight = 0;
  }

  /**
   * Drops one key (and keeps any build under way from storing what it read before the change).
   * For read-your-writes on this instance; other keys wait for the database's notification.
   */
  forget(key: string) {
    this.#generation += 1;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#weight -= hit.weight;
    }
    this.#inflight.delete(key);
  }

  /** A change notification arrived from the database. */
  notified(payload: string) {
    this.lastNotice = payload;
    this.invalidate();
  }

  setListening(listening: boolean) {
    this.#listening = listening;
    this.invalidate();
  }

  /** The value kept for `key` while it is fresh, without building one (a synchronous hit). */
  peek(key: string): T | undefined {
    if (!this.active) return undefined;
    const hit = this.#entries.get(key);
    if (!hit || hit.expiresAt <= Date.now()) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit); // most recently used last
    return hit.value;
  }

  async get(key: string, build: () => Promise<Built<T>>): Promise<T> {
    if (!this.active) return (await build()).value;
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      if (hit.expiresAt > now) {
        this.#entries.set(key, hit); // most recently used last
        return hit.value;
      }
      this.#weight -= hit.weight;
    }
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const promise = build()
      .then(({ value, validUntil }) => {
        const expiresAt = Math.min(now + this.options.maxAgeMs, validUntil ?? Infinity);
        if (this.#generation === generation && this.#listening && expiresAt > Date.now()) {
          this.#store(key, { value, weight: this.options.weigh(value), expiresAt });
        }
        return value;
      })
      .finally(() => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
      });
    this.#inflight.set(key, promise);
    return promise;
  }

  #store(key: string, entry: Entry<T>) {
    this.#entries.set(key, entry);
    this.#weight += entry.weight;
    for (const [oldKey, old] of this.#entries) {
      if (this.#weight <= this.options.maxWeight) break;
      this.#entries.delete(oldKey);
      this.#weight -= old.weight;
    }
  }
}
