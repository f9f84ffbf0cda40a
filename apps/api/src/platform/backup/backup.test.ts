import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoIfEmpty } from '../../cli/demo-seed.ts';
import { loadConfig } from '../../config/env.ts';
import { type Database, type Db, openDatabase } from '../../db/client.ts';
import { agentFor } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { createUser } from '../users/user-factory.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';
import { serveBackups } from './control-socket.ts';

// The embedded database backed up through the running server while it takes reservations, then
// restored into an empty DATA_DIR: every table compared with the source.

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `st-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Rows = Record<string, Record<string, unknown>[]>;

/** Every public table's rows in one fixed order (of the whole row), as JSON-comparable values. */
async function everyTable(db: Db): Promise<Rows> {
  const { rows: tables } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Rows = {};
  for (const { table_name } of tables) {
    const { rows } = (await db.execute(
      sql`select * from ${sql.identifier(table_name)} as t order by t::text`,
    )) as unknown as { rows: Record<string, unknown>[] };
    out[table_name] = JSON.parse(JSON.stringify(rows));
  }
  return out;
}

async function appOn(database: Database, dataDir: string): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      WEB_DIST: '/nonexistent',
    }),
    backgroundJobs: false,
    readCaches: false,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

describe('npm run backup and npm run restore (embedded database)', () => {
  it('backs up a seeded database under write load and restores every table', async () => {
    const source = tempDir('source');
    const database = await openDatabase({ dataDir: source });
    const app = await appOn(database, source);
    const stopBackups = await serveBackups(source, database.backup!, app.log);
    const { db } = database;
    await seedDemoIfEmpty({ db, config: app.deps.config }, { paymentsMode: 'simulated' });
    const host = await createUser(db, { isHost: true });
    const events = await Promise.all(
      [0, 1, 2].map(() => createEvent(db, { hostId: host.id, price: 0, capacity: 40 })),
    );
    const guests = await Promise.all(Array.from({ length: 60 }, () => createUser(db)));
    const agents = await Promise.all(guests.map((g) => agentFor(app, db, g)));

    // write load: reservations one after another, each acknowledged (201) or not
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    const load = (async () => {
      for (let i = 0; writing && i < guests.length; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: agents[i]!.headers,
          payload: { eventId: events[i % events.length]!.id },
        });
        expect(res.statusCode).toBe(201);
        acknowledged.push({ id: res.json().reservation.id, at: performance.now() });
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const file = join(tempDir('file'), 'storytable.tar.gz');
    const started = performance.now();
    const made = await backupEmbedded(source, file);
    const finished = performance.now();
    writing = false;
    await load;
    expect(made.via).toBe('running server');
    expect(made.bytes).toBeGreaterThan(100_000);
    const before = acknowledged.filter((a) => a.at < started).map((a) => a.id);
    const after = acknowledged.filter((a) => a.at > finished).map((a) => a.id);
    expect(before.length).toBeGreaterThan(0);

    const sourceRows = await everyTable(db);
    await stopBackups();
    await app.close();
    await database.close();

    // into a non-empty DATA_DIR: refused, nothing touched
    const busy = tempDir('busy');
    writeFileSync(join(busy, 'keep.txt'), 'mine');
    await expect(restoreEmbedded(busy, file)).rejects.toThrow(BackupError);
    expect(readdirSync(busy)).toEqual(['keep.txt']);

    const target = join(tempDir('target'), 'data');
    await restoreEmbedded(target, file);
    const restored = await openDatabase({ dataDir: target });
    const restoredRows = await everyTable(restored.db);
    await restored.close();

    // the load wrote reservations, their tickets, confirmations, their hosts' notices and the
    // dinners' seats: the backup holds a prefix of those writes, and every other table is the source's
    const loadTables = new Set([
      'reservations',
      'tickets',
      'email_outbox',
      'host_notices',
      'events',
      'search_word_events',
    ]);
    expect(Object.keys(restoredRows)).toEqual(Object.keys(sourceRows));
    for (const table of Object.keys(sourceRows)) {
      if (loadTables.has(table)) continue;
      expect(restoredRows[table], `table ${table}`).toEqual(sourceRows[table]);
    }
    const ids = new Set(restoredRows.reservations!.map((r) => r.id as number));
    for (const id of before)
      expect(ids.has(id), `reservation ${id} acknowledged before`).toBe(true);
    for (const id of after) expect(ids.has(id), `reservation ${id} made after`).toBe(false);
    const byId = new Map(sourceRows.reservations!.map((r) => [r.id, r]));
    for (const row of restoredRows.reservations!) expect(row).toEqual(byId.get(row.id));
    // every reservation of the load with its confirmation, and seats that add up, in the copy
    const outboxTo = new Set(restoredRows.email_outbox!.map((r) => r.to));
    const loadGuests = new Map(guests.map((g) => [g.id, g.email]));
    const loaded = restoredRows.reservations!.filter((r) => loadGuests.has(r.user_id as number));
    expect(loaded.length).toBeGreaterThanOrEqual(before.length);
    for (const row of loaded)
      expect(outboxTo.has(loadGuests.get(row.user_id as number))).toBe(true);
    // each confirmed seat in the copy has the ticket the source gave it, and no ticket is orphaned
    const ticketOf = new Map(restoredRows.tickets!.map((t) => [t.reservation_id, t]));
    const sourceTicket = new Map(sourceRows.tickets!.map((t) => [t.reservation_id, t]));
    for (const row of loaded) expect(ticketOf.get(row.id)).toEqual(sourceTicket.get(row.id));
    for (const t of restoredRows.tickets!) expect(ids.has(t.reservation_id as number)).toBe(true);
    for (const event of restoredRows.events!) {
      // confirmed + held + available = capacity; a party holds several seats (decision 063)
      const taken = restoredRows
        .reservations!.filter((r) => r.event_id === event.id && r.status === true)
        .reduce((sum, r) => sum + (r.seats as number), 0);
      // and an offer from the waitlist holds its party's seats (the demo's draw among them)
      const held = restoredRows
        .waitlist_entries!.filter((w) => w.event_id === event.id && w.status === 'offered')
        .reduce((sum, w) => sum + (w.seats as number), 0);
      expect(event.available_spots, `seats of event ${event.id}`).toBe(
        (event.capacity as number) - taken - held,
      );
    }
    console.info(
      `backup under load: ${made.bytes} bytes in ${Math.round(finished - started)} ms; ` +
        `${before.length} reservations before it, ${acknowledged.length} in all; restored ${ids.size}`,
    );
  }, 120_000);
});
