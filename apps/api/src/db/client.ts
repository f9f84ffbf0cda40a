import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';
import { pgliteForDrizzle } from './tuned/pglite-client.ts';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from (tests). */
  snapshot?(): Promise<Blob>;
  /**
   * The embedded database in DATA_DIR only: a consistent copy of its data directory (PGlite's
   * gzipped tarball), taken between two statements after a checkpoint (decision 049).
   */
  backup?(): Promise<Blob>;
}

/** apps/api/drizzle, found from src/db (tsx, tests) or from dist/ (the esbuild bundle). */
export const MIGRATIONS_DIR = findMigrationsDir(dirname(fileURLToPath(import.meta.url)));

function findMigrationsDir(from: string): string {
  for (let dir = from, i = 0; i < 4; i++, dir = resolve(dir, '..')) {
    const candidate = resolve(dir, 'drizzle');
    if (existsSync(resolve(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error(`drizzle migrations not found above ${from}`);
}

export type OpenOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; poolSize?: number }
  /** Embedded PGlite in `dataDir/db`, locked against a second process. */
  | { dataDir: string }
  /** Throw-away in-memory PGlite (tests), optionally started from a `dumpDataDir` snapshot. */
  | { memory: true; template?: Blob };

export async function openDatabase(
  opts: OpenOptions,
  migrationsDir = MIGRATIONS_DIR,
): Promise<Database> {
  const database =
    'databaseUrl' in opts
      ? await openPostgres(opts.databaseUrl, opts.poolSize)
      : await openPglite(opts);
  try {
    await migrate(database, migrationsDir);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * How long a request waits for a pooled connection (a free one, or a new one the server does not
 * answer) before it fails with 503. A stopped server refuses at once; this bounds the rest, with
 * room for a busy pool on a loaded machine (3 s failed CI's 50-guest concurrency test).
 */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // while the server is away a request fails fast (503) instead of waiting for a connection
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // an idle pooled connection the server closed (a restart) is dropped, never thrown
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(
  opts: { dataDir: string } | { memory: true; template?: Blob },
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = async () => {};
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in opts) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    try {
      client = await PGlite.create(resolve(opts.dataDir, 'db'), pgliteOptions(PGlite));
    } catch (err) {
      await release();
      throw err;
    }
  } else {
    // a snapshot skips initdb, most of a fresh PGlite's start-up
    client = await PGlite.create({ ...pgliteOptions(PGlite), loadDataDir: opts.template });
  }
  const db = drizzle({ client: pgliteForDrizzle(client), schema }) as unknown as Db;
  const backup = async () => {
    // the checkpoint writes every page out, so the copy needs no WAL replay to open; the dump
    // itself holds PGlite's query lock: no statement runs while the files are read
    await client.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  };
  return {
    db,
    kind: 'pglite',
    snapshot: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await client.close();
      await release();
    },
    ...('dataDir' in opts ? { backup } : {}),
  };
}

/**
 * Creates the embedded database in `dataDir/db` from a backup (PGlite's tarball), then opens it
 * once the usual way, which checks it and applies any migration newer than the backup.
 */
export async function restorePglite(dataDir: string, tarball: Blob): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(resolve(dataDir, 'db'), {
      ...pgliteOptions(PGlite),
      loadDataDir: tarball,
    });
    await client.close();
  } finally {
    await release();
  }
  const database = await openDatabase({ dataDir });
  await database.close();
}

/**
 * PGlite's PostgreSQL keeps its buffer cache inside the WebAssembly heap, which never shrinks:
 * its default 128 MB of shared buffers made an idle server 330 MB. 16 MB keeps it under 200 MB;
 * pages past the cache come from the operating system's file cache (docs/decisions/016).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

function pgliteOptions(PGlite: { defaultStartParams: readonly string[] }) {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    // search candidates (migration 0010_search_trgm)
    extensions: { pg_trgm },
  };
}

async function migrate(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}
