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

/** Journeys in Debian's Chromium against the built app; see docs/decisions/003-test-harness.md. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // a flaky journey is a defect to fix, not to retry
  retries: 0,
  workers: 2,
  // generous budgets: CI runs the app, two browsers and the load on two shared cores
  timeout: 60_000,
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
