import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
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
  const app = await buildApp({ config, database, logger: false });
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
