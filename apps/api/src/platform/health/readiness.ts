import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReadinessChecks } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EmailDelivery } from '../email/delivery.ts';
import type { Workers } from '../workers/workers.ts';

/** A readiness probe never waits longer than this for the database. */
const DATABASE_WAIT_MS = 2_000;

/** How many migrations this build ships (drizzle's journal), read once. */
export function shippedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsDir, 'meta/_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

export interface ReadinessDeps {
  db: Db;
  workers: Workers;
  delivery: EmailDelivery | null;
  shippedMigrations: number;
}

/**
 * Whether this instance should take traffic: the database answers within 2 s, every migration
 * this build ships is applied, and its background workers run (email delivery hearing new
 * emails). One cheap query: fine to poll every second.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<{
  ready: boolean;
  checks: ReadinessChecks;
}> {
  const checks: ReadinessChecks = { database: 'ok', migrations: 'ok', workers: 'ok' };
  try {
    const applied = await withTimeout(appliedMigrations(deps.db), DATABASE_WAIT_MS);
    if (applied < deps.shippedMigrations)
      checks.migrations = `${deps.shippedMigrations - applied} of ${deps.shippedMigrations} not applied`;
  } catch (err) {
    checks.database = `unreachable: ${String((err as Error)?.message ?? err).slice(0, 200)}`;
    checks.migrations = 'unknown';
  }
  const state = deps.workers.state;
  if (state === 'stopping') checks.workers = 'shutting down';
  else if (state === 'starting') checks.workers = 'starting';
  else if (deps.delivery && !deps.delivery.listening)
    checks.workers = 'email delivery is not listening for new emails';
  else if (state === 'off') checks.workers = 'ok (interval work off on this instance)';
  const ready = Object.values(checks).every((c) => c.startsWith('ok'));
  return { ready, checks };
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
