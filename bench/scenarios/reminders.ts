import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { freshDatabase } from '../../scripts/lib/app-process.mjs';
import { API_DIR } from '../../scripts/lib/paths.mjs';
import type { Scenario } from '../lib/types.ts';

/**
 * Issue 9 item 7: the reminder job's rate. The job runs on every instance against the database,
 * not behind a route, so this scenario runs the app's own job (`sendDueReminders`, loaded from
 * the API's source) in the bench process against a database of the run's kind of its own (a
 * PGlite data directory, or `<name>_reminders` on the bench's PostgreSQL), seeded with dinners
 * starting in 12 hours whose seats were booked two days ago. Then the outbox worker delivers
 * what it queued to a local SMTP sink.
 */
const DINNERS = 100;
const GUESTS_PER_DINNER = 10;
const GUESTS = 200;
const HOSTS = 10;
/** A day's reminders for thousands of dinners go out within seconds at this rate. */
const QUEUED_PER_S = 500;
/** One SMTP connection to a local sink; real providers accept about this or less. */
const DELIVERED_PER_S = 100;

interface Database {
  db: { execute(query: SQL): Promise<unknown> };
  close(): Promise<void>;
}
interface Mailer {
  delivery: { deliverDue(): Promise<number> } | null;
  close(): Promise<void>;
}
interface Api {
  openDatabase(opts: { databaseUrl: string } | { dataDir: string }): Promise<Database>;
  createMailer(opts: { db: unknown; smtpUrl: string; from: string; log: unknown }): Mailer;
  sendDueReminders(
    deps: { db: unknown; mailer: Mailer; config: unknown },
    now?: Date,
  ): Promise<{ guestReminders: number; hostReminders: number }>;
  startSmtpSink(): Promise<{ url: string; messages: unknown[]; close(): Promise<void> }>;
}

/** The API's modules, from its source (the bench runs under tsx, like the API's tests). */
async function loadApi(): Promise<Api> {
  const load = (path: string) => import(pathToFileURL(join(API_DIR, 'src', path)).href);
  const [client, mailer, reminders, sink] = await Promise.all([
    load('db/client.ts'),
    load('platform/email/mailer.ts'),
    load('modules/attendance/reminders.ts'),
    load('test/smtp-sink.ts'),
  ]);
  return { ...client, ...mailer, ...reminders, ...sink } as Api;
}

const quiet = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return quiet;
  },
};

export const reminders: Scenario = {
  name: 'reminders',
  description: `the reminder job: ${DINNERS} dinners x ${GUESTS_PER_DINNER} confirmed guests due (plus ${DINNERS} host reminders), queued to the outbox, then delivered to an SMTP sink`,
  async run(ctx) {
    const api = await loadApi();
    const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    const dataDir = baseUrl ? null : mkdtempSync(join(tmpdir(), 'storytable-bench-reminders-'));
    const database = await api.openDatabase(
      dataDir ? { dataDir } : { databaseUrl: await freshDatabase(baseUrl as string, '_reminders') },
    );
    const sink = await api.startSmtpSink();
    const mailer = api.createMailer({
      db: database.db,
      smtpUrl: sink.url,
      from: 'bench@storytable.test',
      log: quiet,
    });
    try {
      await seed(database.db);
      const deps = {
        db: database.db,
        mailer,
        config: { appName: 'Storytable', appUrl: 'http://127.0.0.1' },
      };
      let started = performance.now();
      const { guestReminders, hostReminders } = await api.sendDueReminders(deps);
      const queuedS = (performance.now() - started) / 1000;
      const queued = guestReminders + hostReminders;
      if (guestReminders !== DINNERS * GUESTS_PER_DINNER || hostReminders !== DINNERS) {
        ctx.note(`reminders: ${guestReminders} guest and ${hostReminders} host reminders queued`);
      }
      ctx.metric({
        name: `reminders queued per second (${queued} due, one job pass)`,
        value: Math.round(queued / queuedS),
        unit: '/s',
        target: { min: QUEUED_PER_S },
      });
      started = performance.now();
      const delivered = (await mailer.delivery?.deliverDue()) ?? 0;
      const deliveredS = (performance.now() - started) / 1000;
      ctx.metric({
        name: `reminders delivered per second to a local SMTP sink (${delivered} sent)`,
        value: Math.round(delivered / deliveredS),
        unit: '/s',
        target: { min: DELIVERED_PER_S },
      });
      if (sink.messages.length !== queued) {
        ctx.note(`reminders: ${sink.messages.length} of ${queued} reached the SMTP sink`);
      }
    } finally {
      await mailer.close();
      await sink.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Guests booked two days ago at dinners starting in 12 hours: every seat is due a reminder. */
async function seed(db: Database['db']) {
  await db.execute(sql`
    insert into users (name, username, email, password_hash, email_verified, is_host)
    select 'Bench ' || n, 'bench_' || n, 'bench_' || n || '@example.test', 'x', true, n > ${GUESTS}
    from generate_series(1, ${GUESTS + HOSTS}) n`);
  await db.execute(sql`
    insert into events (host_id, title, description, tags, restaurant_name, city, state,
      location, date_time, time_zone, price, capacity, available_spots)
    select h.id, 'Reminder dinner ' || d, 'A dinner seeded by the reminders bench.',
      array['World History'], 'Bench Bistro', 'Sacramento', 'CA', '1 Bench St',
      now() + interval '12 hours' + d * interval '1 minute', 'America/Los_Angeles', 0,
      ${GUESTS_PER_DINNER}, 0
    from generate_series(1, ${DINNERS}) d
    join users h on h.username = 'bench_' || (${GUESTS} + 1 + d % ${HOSTS})`);
  await db.execute(sql`
    insert into reservations (event_id, user_id, status, created_at)
    select e.id, g.id, true, now() - interval '2 days'
    from events e
    cross join generate_series(0, ${GUESTS_PER_DINNER - 1}) k
    join users g on g.username = 'bench_' || (1 + (e.id * ${GUESTS_PER_DINNER} + k) % ${GUESTS})
    where e.title like 'Reminder dinner %'`);
}
