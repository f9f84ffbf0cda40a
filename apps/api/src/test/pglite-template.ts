import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';

/** Where the migrated snapshot lies; test-database.ts starts each file's PGlite from it. */
export const PGLITE_TEMPLATE_ENV = 'STORYTABLE_TEST_PGLITE_TEMPLATE';

/**
 * Vitest global setup: migrate one in-memory PGlite and dump it, so every test file loads a
 * ready database instead of running initdb and the migrations again (decision 052).
 */
export async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({ memory: true });
  const dump = await database.snapshot!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'storytable-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
