import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { PGLITE_TEMPLATE_ENV } from './pglite-template.ts';

/**
 * One database per test worker. With DATABASE_URL (CI's PostgreSQL run) each worker gets its own
 * PostgreSQL database, emptied at the start of every test file; otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    return openDatabase({
      memory: true,
      template: template ? new Blob([readFileSync(template)]) : undefined,
    });
  }

  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const url = new URL(baseUrl);
  const name = `${url.pathname.replace(/^\//, '') || 'storytable_test'}_w${worker}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } catch (err) {
    // two files of one worker never race, but a concurrent create from a retry may
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await truncateAll(database);
  return database;
}

async function truncateAll(database: Database) {
  const { sql } = await import('drizzle-orm');
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = (rows as unknown as { rows: { tablename: string }[] }).rows.map(
    (r) => `"${r.tablename}"`,
  );
  if (tables.length)
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
