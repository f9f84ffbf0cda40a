import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLoggerOptions } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { agentFor } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { fakeWebDist } from '../../test/web-dist.ts';
import { STATIC_FILE_ROUTE } from '../metrics/request-metrics.ts';
import { createUser } from '../users/user-factory.ts';
import { checkReadiness } from './readiness.ts';
import { bearerMatches } from './routes.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const ASSETS = ['index-Bx81kQ2a.js', 'index-D4f0aZ9c.css'];
const lines: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let ctx: TestContext;
let dist: ReturnType<typeof fakeWebDist>;
beforeAll(async () => {
  // a web build with hashed assets, each of which @fastify/static serves from a route of its own
  dist = fakeWebDist();
  mkdirSync(join(dist.dir, 'assets'));
  for (const name of ASSETS) writeFileSync(join(dist.dir, 'assets', name), '/* built */');
  ctx = await createTestApp(
    { metricsToken: TOKEN, webDist: dist.dir },
    { ...appLoggerOptions({ logLevel: 'info' }), stream: logSink },
  );
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

const scrapeText = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};
const scrape = async () => parsePrometheusTextFormat(await scrapeText());
/**
 * The parser folds a labelled histogram into one sample without its labels, so the durations'
 * `_count` series are parsed again as a family of their own to read their labels.
 */
const histogramCounts = (text: string, name: string) => {
  const series = text.split('\n').filter((l) => l.startsWith(`${name}_count{`));
  return family(
    parsePrometheusTextFormat(`# TYPE ${name}_count counter\n${series.join('\n')}\n`),
    `${name}_count`,
  );
};
const family = (families: MetricFamily[], name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`${name} is not in /metrics`);
  return found;
};
const sampleValue = (f: MetricFamily, labels: Record<string, string> = {}) =>
  Number(
    f.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ??
      0,
  );

describe('GET /healthz and /readyz', () => {
  it('answer without a session or CSRF token, uncached, and log nothing at info', async () => {
    const before = lines.length;
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['set-cookie']).toBeUndefined();
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        workers: 'ok (interval work off on this instance)',
      },
    });
    expect(lines.slice(before)).toEqual([]);
  });

  it('answers 503 naming the failing part: shutting down', async () => {
    const { workers } = ctx.app.deps;
    const was = workers.state;
    workers.state = 'stopping';
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'NOT_READY',
        message: 'Not ready: workers: shutting down',
        checks: { database: 'ok', migrations: 'ok', workers: 'shutting down' },
      });
    } finally {
      workers.state = was;
    }
  });

  it('names a migration not applied and a database out of reach', async () => {
    const { deps } = ctx.app;
    const base = { workers: deps.workers, delivery: null };
    const behind = await checkReadiness({ ...base, db: deps.db, shippedMigrations: 10_000 });
    expect(behind.ready).toBe(false);
    expect(behind.checks.migrations).toMatch(/ of 10000 not applied$/);

    // the real driver pointed at a loopback port where nothing listens
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none' });
    const gone = drizzle({ client: pool }) as unknown as Db;
    const down = await checkReadiness({ ...base, db: gone, shippedMigrations: 1 });
    await pool.end();
    expect(down.ready).toBe(false);
    expect(down.checks.database).toMatch(/^unreachable: /);
    expect(down.checks.migrations).toBe('unknown');
  });
});

describe('GET /metrics', () => {
  it('answers only its bearer: 401 otherwise, 404 when METRICS_TOKEN is unset', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('parses as Prometheus text: process figures, request durations by route pattern', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/events/987654' });
    await ctx.app.inject({ method: 'GET', url: '/no/such/page/123' });
    const text = await scrapeText();
    const families = parsePrometheusTextFormat(text);
    expect(family(families, 'process_cpu_user_seconds_total').type).toBe('COUNTER');
    expect(family(families, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    const name = 'storytable_http_request_duration_seconds';
    expect(family(families, name).type).toBe('HISTOGRAM');
    const durations = histogramCounts(text, name);
    const routes = new Set(durations.metrics.map((m) => m.labels?.route));
    expect(routes).toContain('/api/events/:id');
    expect(routes).toContain('unmatched');
    // label values are patterns, never raw URLs
    for (const route of routes) expect(route).not.toMatch(/\d{3,}/);
    const eventRead = durations.metrics.find((m) => m.labels?.route === '/api/events/:id');
    expect(eventRead?.labels).toEqual({
      method: 'GET',
      route: '/api/events/:id',
      status_code: '404',
    });
    expect(Number(eventRead?.value)).toBeGreaterThanOrEqual(1);
  });

  it('labels every file of the web build as one route, never by its hashed name', async () => {
    for (const name of ASSETS) {
      const res = await ctx.app.inject({ method: 'GET', url: `/assets/${name}` });
      expect(res.statusCode).toBe(200);
    }
    const text = await scrapeText();
    const durations = histogramCounts(text, 'storytable_http_request_duration_seconds');
    const files = durations.metrics.find(
      (m) => m.labels?.route === STATIC_FILE_ROUTE && m.labels?.status_code === '200',
    );
    expect(Number(files?.value)).toBeGreaterThanOrEqual(ASSETS.length);
    for (const name of ASSETS) expect(text).not.toContain(name);
  });

  it('shows the outbox depth and its oldest due email, and counts reservations', async () => {
    const { db } = ctx.database;
    const before = await scrape();
    const reservedBefore = sampleValue(family(before, 'storytable_reservations_total'), {
      kind: 'free',
    });
    const host = await createUser(db, { isHost: true });
    const event = await createEvent(db, { hostId: host.id, price: 0 });
    const guest = await createUser(db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: (await agentFor(ctx.app, db, guest)).headers,
      payload: { eventId: event.id },
    });
    expect(res.statusCode).toBe(201);
    // no SMTP in this app: the confirmation waits in the outbox; make it an old one
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 90_000) })
      .where(eq(emailOutbox.to, guest.email));
    const after = await scrape();
    expect(sampleValue(family(after, 'storytable_reservations_total'), { kind: 'free' })).toBe(
      reservedBefore + 1,
    );
    expect(sampleValue(family(after, 'storytable_email_outbox_depth'))).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(family(after, 'storytable_email_outbox_oldest_due_age_seconds')),
    ).toBeGreaterThanOrEqual(89);
    for (const name of [
      'storytable_refunds_total',
      'storytable_payment_failures_total',
      'storytable_emails_sent_total',
      'storytable_email_send_failures_total',
      'storytable_email_outbox_failed',
    ])
      expect(family(after, name).name).toBe(name);
  });
});

describe('request ids', () => {
  it('are echoed, kept from a proxy when well formed, in every log line and on outbox rows', async () => {
    const given = 'edge-4f1c2a9e-0001';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-request',
      headers: {
        ...(await agentFor(ctx.app, ctx.database.db, await createUser(ctx.database.db))).headers,
        'x-request-id': given,
      },
      payload: { email: (await createUser(ctx.database.db)).email },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['x-request-id']).toBe(given);
    const mine = lines.filter((l) => l.reqId === given);
    // Fastify's request lines and the mailer's line through the app's logger
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(mine.some((l) => String(l.msg).startsWith('email kept in the outbox'))).toBe(true);
    const [row] = await ctx.database.db
      .select({ requestId: emailOutbox.requestId })
      .from(emailOutbox)
      .where(eq(emailOutbox.requestId, given));
    expect(row?.requestId).toBe(given);

    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
