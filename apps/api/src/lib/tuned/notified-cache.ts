export interface Built<T> {
  value: T;
  /** When the value stops being true by itself (e.g. an event it counts starts), epoch ms. */
  validUntil?: number | undefined;
}

interface Entry<T> {
  value: T;
  weight: number;
  expiresAt: number;
  /** The store count when it was stored or last moved to the most recently used end. */
  storedAt: number;
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
  /** Entries stored or moved to the most recently used end so far. */
  #stores = 0;
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
    return this.#fresh(key, Date.now())?.value;
  }

  /**
   * The entry kept for `key` while fresh (a stale one is dropped), moved to the most recently
   * used end unless it is already among the newer half: a hot entry is not moved on every read
   * (a Map's delete and set on each of a search's 200 texts), and an entry in the newer half is
   * not next to go.
   */
  #fresh(key: string, now: number): Entry<T> | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.#entries.delete(key);
      this.#weight -= hit.weight;
      return undefined;
    }
    if (this.#stores - hit.storedAt > this.#entries.size / 2) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      hit.storedAt = this.#stores++;
    }
    return hit;
  }

  async get(key: string, build: () => Promise<Built<T>>): Promise<T> {
    if (!this.active) return (await build()).value;
    const now = Date.now();
    const hit = this.#fresh(key, now);
    if (hit) return hit.value;
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
    const values: (T | undefined)[] = new Array(items.length);
    let waits: Promise<unknown>[] | undefined;
    // by key: the items to build, and where each goes in the answer
    const missing = new Map<string, { item: K; at: number[] }>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      const hit = this.#fresh(key, now);
      if (hit) {
        values[i] = hit.value;
        return;
      }
      const pending = this.#inflight.get(key);
      if (pending) {
        waits ??= [];
        waits.push(
          pending.then((value) => {
            values[i] = value;
          }),
        );
        return;
      }
      const twice = missing.get(key);
      if (twice) twice.at.push(i);
      else missing.set(key, { item, at: [i] });
    });
    if (missing.size) {
      const generation = this.#generation;
      const batch = buildMany([...missing.values()].map((m) => m.item));
      waits ??= [];
      for (const [key, { item, at }] of missing) {
        const promise = batch.then((built) => {
          const value = built.get(item);
          if (value !== undefined) this.#keep(key, { value }, generation, now);
          return value;
        });
        this.#track(key, promise);
        waits.push(
          promise.then((value) => {
            for (const i of at) values[i] = value;
          }),
        );
      }
    }
    if (waits) await Promise.all(waits);
    return values;
  }

  /** Keeps a built value unless a change landed while it was built or it is already stale. */
  #keep(key: string, { value, validUntil }: Built<T>, generation: number, builtFrom: number) {
    const expiresAt = Math.min(builtFrom + this.options.maxAgeMs, validUntil ?? Infinity);
    if (this.#generation === generation && this.#listening && expiresAt > Date.now()) {
      this.#store(key, {
        value,
        weight: this.options.weigh(value),
        expiresAt,
        storedAt: this.#stores++,
      });
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

  // never called for a key already kept: a stale entry is dropped before a build, and the
  // builds of one key are shared (#inflight)
  #store(key: string, entry: Entry<T>) {
    this.#entries.set(key, entry);
    this.#weight += entry.weight;
    for (const [lruKey, lru] of this.#entries) {
      if (this.#weight <= this.options.maxWeight) break;
      this.#entries.delete(lruKey);
      this.#weight -= lru.weight;
    }
  }
}
