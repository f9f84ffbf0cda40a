import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { freshDatabase } from '../../scripts/lib/app-process.mjs';
import { API_DIR } from '../../scripts/lib/paths.mjs';
import type { BenchContext } from '../lib/types.ts';

/**
 * Issue 30 item 1: a dinner's opening notices. The job runs on every instance against the
 * database, so this runs the app's own job (`queueDueOpeningNotices`, from the API's source) in
 * the bench process against a database of its own, seeded with one dinner that has just opened,
 * FOLLOWERS following its host and ASKERS who asked, OVERLAP of them both (emailed once).
 */
const FOLLOWERS = 6_000;
const ASKERS = 6_000;
const OVERLAP = 2_000;
const RECIPIENTS = FOLLOWERS + ASKERS - OVERLAP;
const MAX_S = { postgres: 5, pglite: 10 } as const;

interface Database {
  db: { execute(query: SQL): Promise<unknown> };
  close(): Promise<void>;
}
interface Api {
  openDatabase(opts: { databaseUrl: string } | { dataDir: string }): Promise<Database>;
  queueDueOpeningNotices(
    deps: { db: unknown; mailer: { delivery: null }; config: unknown },
    now?: Date,
  ): Promise<{ dinners: number; emails: number }>;
}

/** The API's modules, from its source (the bench runs under tsx, like the API's tests). */
async function loadApi(): Promise<Api> {
  const load = (path: string) => import(pathToFileURL(join(API_DIR, 'src', path)).href);
  const [client, openings] = await Promise.all([
    load('db/client.ts'),
    load('modules/openings/opening-notices.ts'),
  ]);
  return { ...client, ...openings } as Api;
}

/** Seeds the recipients and times one pass of the job: the figure the `opening` scenario shows. */
export async function measureOpeningNotices(ctx: BenchContext): Promise<void> {
  const api = await loadApi();
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const dataDir = baseUrl ? null : mkdtempSync(join(tmpdir(), 'storytable-bench-openings-'));
  const database = await api.openDatabase(
    dataDir ? { dataDir } : { databaseUrl: await freshDatabase(baseUrl as string, '_openings') },
  );
  try {
    await seed(database.db);
    const deps = {
      db: database.db,
      // delivery is not measured here: the outbox's worker sends what was queued
      mailer: { delivery: null },
      config: { appName: 'Storytable', appUrl: 'http://127.0.0.1' },
    };
    const started = performance.now();
    const { emails } = await api.queueDueOpeningNotices(deps);
    const seconds = (performance.now() - started) / 1000;
    if (emails !== RECIPIENTS) ctx.note(`opening notices: ${emails} of ${RECIPIENTS} queued`);
    ctx.metric({
      name: `${RECIPIENTS.toLocaleString('en-US')} opening notices queued (one job pass)`,
      value: Math.round(seconds * 1000) / 1000,
      unit: 's',
      target: { max: MAX_S[ctx.results.database] },
    });
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One host, one dinner that opened a second ago, its followers and askers. */
async function seed(db: Database['db']) {
  const people = FOLLOWERS + ASKERS - OVERLAP;
  await db.execute(sql`
    insert into users (name, username, email, password_hash, email_verified, is_host)
    select 'Bench ' || n, 'bench_' || n, 'bench_' || n || '@example.test', 'x', true, n = 0
    from generate_series(0, ${people}) n`);
  await db.execute(sql`
    insert into events (host_id, title, description, tags, restaurant_name, city, state,
      location, date_time, time_zone, price, capacity, available_spots, opens_at)
    select h.id, 'Opening dinner', 'A dinner seeded by the opening notices bench.',
      array['World History'], 'Bench Bistro', 'Sacramento', 'CA', '1 Bench St',
      now() + interval '7 days', 'America/Los_Angeles', 0, 8, 8, now() - interval '1 second'
    from users h where h.username = 'bench_0'`);
  // users 1..FOLLOWERS follow; users FOLLOWERS-OVERLAP+1..people asked
  await db.execute(sql`
    insert into follows (follower_id, host_id)
    select u.id, h.id from users u, users h
    where h.username = 'bench_0' and u.username <> 'bench_0'
      and substr(u.username, 7)::int <= ${FOLLOWERS}`);
  await db.execute(sql`
    insert into opening_requests (event_id, user_id)
    select e.id, u.id from users u, events e
    where e.title = 'Opening dinner' and u.username <> 'bench_0'
      and substr(u.username, 7)::int > ${FOLLOWERS - OVERLAP}`);
}
