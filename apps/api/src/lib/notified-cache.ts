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
  /** Builds under way; one of getMany's resolves undefined for a key its build did not find. */
  #inflight = new Map<string, Promise<T | undefined>>();
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
    if (pending) {
      // getMany's build did not find it: build it here, as a miss would have
      return pending.then((value) =>
        value !== undefined ? value : build().then((built) => built.value),
      );
    }
    const generation = this.#generation;
    const promise = build().then((built) => {
      this.#keep(key, built, generation, now);
      return built.value;
    });
    this.#track(key, promise);
    return promise;
  }

  /**
   * The values of several items' keys (`keyOf`), in `items` order: those kept as they are, those
   * another call is building awaited, and the rest built together by one `buildMany` call, which
   * gets each missing item once and answers what it found. An item it leaves out has no value
   * (undefined) and nothing is kept for it.
   */
  async getMany<K>(
    items: K[],
    keyOf: (item: K) => string,
    buildMany: (missing: K[]) => Promise<Map<K, T>>,
  ): Promise<(T | undefined)[]> {
    if (!this.active) {
      const built = await buildMany([...new Set(items)]);
      return items.map((item) => built.get(item));
    }
    const now = Date.now();
    const found = new Map<K, T | Promise<T | undefined>>();
    const missing: K[] = [];
    for (const item of items) {
      if (found.has(item)) continue;
      const key = keyOf(item);
      const hit = this.#entries.get(key);
      if (hit) {
        this.#entries.delete(key);
        if (hit.expiresAt > now) {
          this.#entries.set(key, hit); // most recently used last
          found.set(item, hit.value);
          continue;
        }
        this.#weight -= hit.weight;
      }
      const pending = this.#inflight.get(key);
      if (pending) found.set(item, pending);
      else missing.push(item);
    }
    if (missing.length) {
      const generation = this.#generation;
      const batch = buildMany(missing);
      for (const item of missing) {
        const key = keyOf(item);
        const promise = batch.then((built) => {
          const value = built.get(item);
          if (value !== undefined) this.#keep(key, { value }, generation, now);
          return value;
        });
        this.#track(key, promise);
        found.set(item, promise);
      }
    }
    return Promise.all(items.map((item) => found.get(item)));
  }

  /** Keeps a built value unless a change landed while it was built or it is already stale. */
  #keep(key: string, { value, validUntil }: Built<T>, generation: number, builtFrom: number) {
    const expiresAt = Math.min(builtFrom + this.options.maxAgeMs, validUntil ?? Infinity);
    if (this.#generation === generation && this.#listening && expiresAt > Date.now()) {
      this.#store(key, { value, weight: this.options.weigh(value), expiresAt });
    }
  }

  /** Lets later reads of `key` share `promise` until it settles. */
  #track(key: string, promise: Promise<T | undefined>) {
    this.#inflight.set(key, promise);
    const done = () => {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    };
    promise.then(done, done);
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
