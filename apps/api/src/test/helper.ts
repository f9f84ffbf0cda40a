import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  logger: BuildAppOptions['logger'] = false,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: '/tmp/storytable-test-data',
      SEED_DEMO: '0',
      WEB_DIST: '/nonexistent',
    }),
    // tests run interval work themselves, when they mean to, and read through the caches
    // (the cache tests switch them on)
    backgroundJobs: false,
    readCaches: false,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Stands for the object `current()` returns once the test file's beforeAll has made it. */
function builtLater<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = current();
      if (!target) throw new Error(`${what} is made in beforeAll: use it inside a test or hook`);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The app a test file shares: built before its first test and closed after its last (closing
 * delivers the simulated gateway's pending webhooks first). Call at the top of the file.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  return useTestAppWithMail(overrides, { mail: false }).ctx;
}

/** useTestApp whose mail goes to a local SMTP sink the tests read. */
export function useTestAppWithMail(
  overrides: Partial<Config> = {},
  { mail = true }: { mail?: boolean } = {},
): { ctx: TestContext; sink: SmtpSink } {
  let ctx: TestContext | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    if (mail) sink = await startSmtpSink();
    ctx = await createTestApp(sink ? { smtpUrl: sink.url, ...overrides } : overrides);
  });
  afterAll(async () => {
    await ctx?.close();
    await sink?.close();
  });
  return {
    ctx: builtLater(() => ctx, 'The test app'),
    sink: builtLater(() => sink, 'The mail sink'),
  };
}
