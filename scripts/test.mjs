#!/usr/bin/env node
// npm test: every suite. Unit + API integration (Vitest), then the built app end to end in
// Chromium (Playwright, accessibility included). DATABASE_URL passes through: with it, the
// integration and e2e suites run on PostgreSQL instead of embedded PGlite.
// Ends with one line "N passed, N failed" over all suites; exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { binPath, E2E_DIR, ROOT } from './lib/paths.mjs';
import { exitCodeFor } from './lib/signals.mjs';

const CHROMIUM = '/usr/bin/chromium';
const started = performance.now();
const reports = mkdtempSync(join(tmpdir(), 'storytable-test-'));
const suites = [];
const failures = [];

function section(title) {
  console.log(`\n=== ${title} ===\n`);
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(exitCodeFor(code, signal));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Records a suite. A suite that failed without a failed test (crash, setup error) counts one. */
function record(name, exitCode, counts) {
  const { passed = 0, failed = 0, skipped = 0 } = counts ?? {};
  const crashed = exitCode !== 0 && failed === 0;
  suites.push({ name, passed, failed: crashed ? 1 : failed, skipped, crashed, exitCode });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing. The end-to-end suite drives Debian's chromium package; install it ` +
        'with `sudo apt-get install -y chromium` (or run npm test as root to install it automatically).',
    );
    return false;
  }
  section(`Installing chromium (${CHROMIUM} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      return false;
    }
  }
  return existsSync(CHROMIUM);
}

if (!ensureChromium()) process.exit(1);

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

section(`Unit and API integration tests (Vitest, ${database})`);
{
  const out = join(reports, 'vitest.json');
  const code = await run(
    process.execPath,
    [binPath('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: ROOT },
  );
  const json = readJson(out);
  failures.push(...vitestFailures(json));
  record(
    'vitest',
    code,
    json && {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    },
  );
}

section('Build (web and API)');
let built = true;
try {
  await ensureBuilt({ force: true });
} catch (err) {
  console.error(err.message);
  built = false;
  record('build', 1);
}

if (built) {
  section(`End-to-end and accessibility tests (Playwright, Chromium, ${database})`);
  const out = join(reports, 'playwright.json');
  const code = await run(
    process.execPath,
    [binPath('@playwright/test', 'playwright', E2E_DIR), 'test'],
    {
      cwd: E2E_DIR,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    },
  );
  const json = readJson(out);
  failures.push(...playwrightFailures(json));
  const stats = json?.stats;
  record(
    'playwright',
    code,
    stats && {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    },
  );
}

rmSync(reports, { recursive: true, force: true });

section('Summary');
const summary = suites.map((s) => {
  const note = s.crashed ? ` (exit code ${s.exitCode} without a failed test: see its output)` : '';
  return `${s.name.padEnd(11)} ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${note}`;
});
summary.push(...failures.map((name) => `  failed: ${name}`));
for (const line of summary) console.log(line);
// .ci/run repeats a failed database's summary at the end of its log, often all that is kept
if (process.env.TEST_FAILURES_FILE && suites.some((s) => s.failed > 0)) {
  writeFileSync(process.env.TEST_FAILURES_FILE, summary.map((line) => `${line}\n`).join(''));
}
const total = (key) => suites.reduce((sum, s) => sum + s[key], 0);
console.log(`Database: ${database}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${total('passed')} passed, ${total('failed')} failed`);
process.exit(suites.some((s) => s.failed > 0) ? 1 : 0);
