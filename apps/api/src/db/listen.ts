import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';

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

export interface ChannelListener {
  /** A notification's payload arrived. */
  notified(payload: string): void;
  /** Whether notifications are being received (false while reconnecting). */
  setListening(listening: boolean): void;
}

/**
 * LISTENs on `channel` on either driver and keeps `listener` told whether it is hearing changes.
 * PGlite delivers notifications in-process on commit; PostgreSQL holds one pooled connection
 * for LISTEN and reconnects after a failure (setListening(false) meanwhile).
 */
export async function listenToChannel(
  db: Db,
  channel: string,
  listener: ChannelListener,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PGliteLike).listen === 'function') {
    const unlisten = await (client as PGliteLike).listen(channel, (payload) =>
      listener.notified(payload),
    );
    listener.setListening(true);
    return async () => {
      listener.setListening(false);
      await unlisten();
    };
  }
  if (!client || typeof (client as PgPoolLike).connect !== 'function') {
    log.warn(`${channel}: driver cannot LISTEN, nothing is cached`);
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
      log.warn({ err }, `${channel}: LISTEN connection failed, retrying`);
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
      listener.setListening(false);
      handle.release(err ?? true);
      if (!stopped) {
        log.warn({ err }, `${channel}: LISTEN connection lost, reconnecting`);
        retry = setTimeout(connect, 1000);
      }
    };
    conn.on('notification', (msg) => {
      if (msg.channel === channel) listener.notified(msg.payload ?? '');
    });
    conn.on('error', fail);
    conn.on('end', fail);
    try {
      await conn.query(`LISTEN ${channel}`);
    } catch (err) {
      fail(err as Error);
      return;
    }
    if (stopped) {
      handle.release();
      return;
    }
    current = handle;
    listener.setListening(true);
  };
  await connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    listener.setListening(false);
    const handle = current;
    if (!handle) return;
    try {
      await handle.conn.query(`UNLISTEN ${channel}`);
      handle.release();
    } catch (err) {
      handle.release(err as Error);
    }
  };
}
