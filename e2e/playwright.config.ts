import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../scripts/lib/app-process.mjs';
import { HARNESS_ENV } from './support/harness-env.ts';

// The app's port is chosen here, once: the workers load this file again and inherit the env.
process.env[HARNESS_ENV.port] ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env[HARNESS_ENV.port]}`;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Journeys whose outcome cannot depend on the database: static pages, layout, client-only
 * behaviour and accessibility scans of pages other journeys already drive. With DATABASE_URL
 * (CI's PostgreSQL run) they are skipped: the PGlite run covers them (docs/decisions/019).
 */
const DATABASE_INDEPENDENT = [
  'landing.spec.ts',
  'legal.spec.ts',
  'app-pages-a11y.spec.ts',
  'app-welcome.spec.ts',
  'app-user-load-failure.spec.ts',
  'app-guard.spec.ts',
  'app-mobile-menu.spec.ts',
  'events-a11y.spec.ts',
  'app-csp.spec.ts',
  'app-toasts.spec.ts',
  'app-prerender.spec.ts',
];

/** Journeys in Debian's Chromium against the built app; see docs/decisions/003-test-harness.md. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  testIgnore: process.env.DATABASE_URL ? DATABASE_INDEPENDENT.map((file) => `**/${file}`) : [],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // a flaky journey is a defect to fix, not to retry
  retries: 0,
  workers: 2,
  // generous budgets: CI runs the app, two browsers and the load on two shared cores, where
  // the longest journeys took 40 s of a 60 s budget
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
