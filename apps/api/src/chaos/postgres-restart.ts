import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { agentFor } from '../test/auth.ts';
import { createEvent } from '../test/event-factory.ts';
import { type Outcome, report, seconds, sleep, spread, timedRequest } from './load.ts';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.ts';

const GUESTS = 1200;
const CONCURRENCY = 8;
const LOAD_BEFORE_MS = 3000;
const OUTAGE_MS = 5000;
const LOAD_AFTER_MS = 8000;
/** Nothing may take longer than this, during the outage or after it. */
const HANG_MS = 5000;

/**
 * PostgreSQL restarted under reservation load: the app on its own throw-away cluster, eight
 * clients reserving seats over HTTP, the server stopped (fast shutdown) for five seconds and
 * started again. Requests during the outage must fail fast with 503, the app serve again within
 * five seconds of the database's return, and no acknowledged reservation be lost or doubled.
 */
export async function postgresRestart(): Promise<boolean> {
  const cluster = await startThrowawayPostgres(await freePort());
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database storytable');
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/storytable');
  const dataDir = mkdtempSync(join(tmpdir(), 'st-chaos-data-'));
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_DEMO: '0',
    WEB_DIST: '/nonexistent',
    SESSION_SECRET: 'chaos-secret-chaos-secret-chaos-secret-01',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { db } = database;
    const host = await createUser(db, { isHost: true });
    const events = await Promise.all(
      [0, 1, 2].map(() => createEvent(db, { hostId: host.id, price: 0, capacity: 400 })),
    );
    const guests = await Promise.all(Array.from({ length: GUESTS }, () => createUser(db)));
    const agents = await Promise.all(guests.map((g) => agentFor(app, db, g)));
    console.log(`postgres-restart: ${GUESTS} guests ready, load starts`);

    const t0 = performance.now();
    const outcomes: (Outcome & { guest: number; eventId: number })[] = [];
    const ready: Outcome[] = [];
    let next = 0;
    let loading = true;
    const worker = async () => {
      while (loading && next < GUESTS) {
        const i = next++;
        const eventId = events[i % events.length]!.id;
        const outcome = await timedRequest(t0, `${base}/api/reservations`, {
          method: 'POST',
          headers: { ...agents[i]!.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ eventId }),
        });
        outcomes.push({ ...outcome, guest: guests[i]!.id, eventId });
        // a refused request is not hammered again at once, as a browser would not
        if (outcome.status !== 201) await sleep(50);
      }
    };
    const probe = async () => {
      while (loading) {
        ready.push(await timedRequest(t0, `${base}/readyz`, { timeoutMs: 5000 }));
        await sleep(200);
      }
    };
    const running = [...Array.from({ length: CONCURRENCY }, worker), probe()];

    await sleep(LOAD_BEFORE_MS);
    const down = performance.now() - t0;
    await cluster.stop();
    const stopped = performance.now() - t0;
    await sleep(OUTAGE_MS);
    const restarting = performance.now() - t0;
    await cluster.start();
    const back = performance.now() - t0;
    await sleep(LOAD_AFTER_MS);
    loading = false;
    await Promise.all(running);

    // what the database holds, against what was acknowledged
    const acked = outcomes.filter((o) => o.status === 201);
    const ackedIds = acked.map((o) => (o.body as { reservation: { id: number } }).reservation.id);
    const { rows: held } = (await db.execute(
      sql`select id, user_id, event_id from reservations where status`,
    )) as unknown as { rows: { id: number; user_id: number; event_id: number }[] };
    const heldIds = new Set(held.map((r) => r.id));
    const lost = ackedIds.filter((id) => !heldIds.has(id));
    const { rows: doubled } = (await db.execute(
      sql`select user_id, event_id from reservations where status group by 1, 2 having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    const { rows: seats } = (await db.execute(
      sql`select e.id, e.capacity, e.available_spots, (select coalesce(sum(r.seats), 0)::int from reservations r where r.event_id = e.id and r.status) as taken from events e`,
    )) as unknown as { rows: { capacity: number; available_spots: number; taken: number }[] };
    const seatsAddUp = seats.every((e) => e.capacity === e.available_spots + e.taken);

    // from the stop's end to the start command: the database surely away
    const during = outcomes.filter((o) => o.start >= stopped && o.start < restarting);
    const failedFast = during.filter((o) => o.status === 503 && o.end - o.start < HANG_MS);
    const otherFailures = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
    const slowestOne = outcomes.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
    const slowest = slowestOne.end - slowestOne.start;
    const phase = (t: number) =>
      t < down
        ? 'before the stop'
        : t < stopped
          ? 'while stopping'
          : t < restarting
            ? 'while down'
            : t < back
              ? 'while starting'
              : 'after the return';
    const firstServed = outcomes
      .filter((o) => o.status === 201 && o.start >= back)
      .sort((a, b) => a.end - b.end)[0];
    const recovery = firstServed ? firstServed.end - back : Number.POSITIVE_INFINITY;
    const readyAgain = ready.find((r) => r.start >= back && r.status === 200);
    const notReadyDuring = ready.filter((r) => r.start >= stopped && r.start < restarting);

    return report(
      'PostgreSQL restarted under reservation load',
      [
        ['outage (stop issued to start done)', seconds(back - down)],
        [
          '  of which stopping / starting',
          `${seconds(stopped - down)} / ${seconds(back - restarting)}`,
        ],
        ['requests in all', outcomes.length],
        ['acknowledged (201)', acked.length],
        ['requests started during the outage', during.length],
        ['of those, failed fast with 503', failedFast.length],
        ['their time to the 503: median / slowest', spread(during.map((o) => o.end - o.start))],
        [
          'slowest request of the run',
          `${seconds(slowest)} (sent ${phase(slowestOne.start)}, ${slowestOne.status ?? slowestOne.error})`,
        ],
        ['first reservation after the return', seconds(recovery)],
        [
          '/readyz 200 again after the return',
          readyAgain ? seconds(readyAgain.end - back) : 'never',
        ],
        ['/readyz during the outage', notReadyDuring.map((r) => r.status ?? r.error).join(' ')],
        ['other failures', otherFailures.map((o) => o.status ?? o.error).join(' ') || 'none'],
        ['acknowledged reservations lost', lost.length],
        ['guests holding two seats', doubled.length],
      ],
      [
        [
          'every request during the outage failed fast with 503',
          failedFast.length === during.length && during.length > 0,
        ],
        [`no request took ${HANG_MS / 1000} s or more`, slowest < HANG_MS],
        ['serving again within 5 s of the return', recovery <= 5000],
        ['no acknowledged reservation lost', lost.length === 0],
        ['no reservation doubled', doubled.length === 0],
        ['seats add up on every dinner', seatsAddUp],
        ['no answer but 201 or 503', otherFailures.length === 0],
      ],
    );
  } finally {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
