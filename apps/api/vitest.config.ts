import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Integration tests open a real database per test file; a PGlite open takes a few seconds.
    testTimeout: 30_000,
    // a file's database and app start in beforeAll: up to a minute on a loaded two-core machine
    hookTimeout: 120_000,
    pool: 'forks',
    // PGlite runs start every file from one migrated snapshot
    globalSetup: ['src/test/pglite-template.ts'],
  },
});
