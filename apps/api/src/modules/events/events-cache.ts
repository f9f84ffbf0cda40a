import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The channel the triggers of migration 0003_events_notify notify on commit. */
export const EVENTS_CHANGED_CHANNEL = 'events_changed';
/** A safety net: nothing is served older than this even if a notification were lost. */
const MAX_AGE_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  body: string;
  expiresAt: number;
}

export interface Built {
  /** The JSON answer, already shaped by its response schema. */
  body: string;
  /** When the answer stops being true by itself (an upcoming event it counts starts), epoch ms. */
  validUntil?: number | undefined;
}

/**
 * Serialized answers of the public event reads (listing pages, the filter panel, single events,
 * searches). Any committed change to events or to a host's public fields reaches every instance
 * as a NOTIFY (database triggers), which empties the cache; an answer computed while a change
 * landed is not kept. Entries also lapse when an event they count starts, and after 30 s.
 * Concurrent misses on one key share one computation. Until change notifications are being
 * received, every read goes to the database.
 */
export class EventsCache {
  #entries = new Map<string, Entry>();
  #inflight = new Map<string, Promise<string>>();
  #bytes = 0;
  #generation = 0;
  #listening = false;
  /** Off in tests by default (config NODE_ENV=test); cache tests switch it on. */
  serve = true;

  /** The payload of the last change notification heard (lets a test wait for one it sent). */
  lastNotice: string | null = null;

  get active() {
    return this.#listening && this.serve;
  }

  invalidate() {
    this.#generation += 1;
    this.#entries.clear();
    this.#inflight.clear();
    this.#bytes = 0;
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

  async get(key: string, build: () => Promise<Built>): Promise<string> {
    if (!this.active) return (await build()).body;
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      if (hit.expiresAt > now) {
        this.#entries.set(key, hit); // most recently used last
        return hit.body;
      }
      this.#bytes -= hit.body.length;
    }
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const promise = build()
      .then(({ body, validUntil }) => {
        if (this.#generation === generation && this.#listening) {
          this.#store(key, { body, expiresAt: Math.min(now + MAX_AGE_MS, validUntil ?? Infinity) });
        }
        return body;
      })
      .finally(() => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
      });
    this.#inflight.set(key, promise);
    return promise;
  }

  #store(key: string, entry: Entry) {
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.body.length;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= MAX_BYTES) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.body.length;
    }
  }
}

const caches = new WeakMap<Db, EventsCache>();

/** The cache of one database's event reads (one per app instance). */
export function eventsCacheFor(db: Db): EventsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EventsCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Empties this instance's cache at once (other instances hear the database's NOTIFY). */
export function invalidateEventsCache(db: Db) {
  caches.get(db)?.invalidate();
}

export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

type PGliteLike = {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
};
type PgClientLike = {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', cb: (msg: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', cb: (err?: Error) => void): void;
  release(err?: Error | boolean): void;
};
type PgPoolLike = { connect(): Promise<PgClientLike> };

/**
 * LISTENs for event changes on either driver and keeps `cache` told whether it may serve.
 * PGlite delivers notifications in-process on commit; PostgreSQL holds one pooled connection
 * for LISTEN and reconnects after a failure (the cache stays off meanwhile).
 */
export async function listenForEventChanges(
  db: Db,
  cache: EventsCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PGliteLike).listen === 'function') {
    const unlisten = await (client as PGliteLike).listen(EVENTS_CHANGED_CHANNEL, (payload) =>
      cache.notified(payload),
    );
    cache.setListening(true);
    return async () => {
      cache.setListening(false);
      await unlisten();
    };
  }
  if (!client || typeof (client as PgPoolLike).connect !== 'function') {
    log.warn('events cache: driver cannot LISTEN, reads are not cached');
    return async () => {};
  }
  const pool = client as PgPoolLike;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  /** The LISTEN connection, and a way to give it back to the pool exactly once. */
  let current: { conn: PgClientLike; release(err?: Error | boolean): void } | null = null;

  const connect = async () => {
    retry = null;
    if (stopped) return;
    let conn: PgClientLike;
    try {
      conn = await pool.connect();
    } catch (err) {
      log.warn({ err }, 'events cache: LISTEN connection failed, retrying');
      retry = setTimeout(connect, 1000);
      return;
    }
    let released = false;
    const handle = {
      conn,
      release(err?: Error | boolean) {
        if (released) return;
        released = true;
        if (current === handle) current = null;
        conn.release(err);
      },
    };
    const fail = (err?: Error) => {
      if (released) return;
      cache.setListening(false);
      handle.release(err ?? true);
      if (!stopped) {
        log.warn({ err }, 'events cache: LISTEN connection lost, reconnecting');
        retry = setTimeout(connect, 1000);
      }
    };
    conn.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANGED_CHANNEL) cache.notified(msg.payload ?? '');
    });
    conn.on('error', fail);
    conn.on('end', fail);
    try {
      await conn.query(`LISTEN ${EVENTS_CHANGED_CHANNEL}`);
    } catch (err) {
      fail(err as Error);
      return;
    }
    if (stopped) {
      handle.release();
      return;
    }
    current = handle;
    cache.setListening(true);
  };
  await connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    cache.setListening(false);
    const handle = current;
    if (!handle) return;
    try {
      await handle.conn.query(`UNLISTEN ${EVENTS_CHANGED_CHANNEL}`);
      handle.release();
    } catch (err) {
      handle.release(err as Error);
    }
  };
}
