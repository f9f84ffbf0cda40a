// npm run bench [-- <scenario> ...]: builds if needed, starts the built app on a free port with
// its own data directory (or a fresh PostgreSQL database `<name>_bench` when BENCH_DATABASE_URL
// or DATABASE_URL is set), measures start-up and memory, runs the scenarios against it and a bare
// Fastify route, prints a table and writes results/latest.json. A scenario that needs exactly its
// own number of events (search, 10,000) runs first on a database and app of its own when others
// need more (search-100k), so one whole run measures every figure.
// Settings: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2),
// BENCH_LOG_LEVEL (the app's LOG_LEVEL, default warn: request logging off), BENCH_NODE_ARGS (Node
// options for the measured app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it),
// BENCH_LIGHTHOUSE_DIR (a directory to keep each Lighthouse report in, as JSON).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AppProcess,
  cleanEnv,
  databaseDurability,
  freePort,
  freshDatabase,
  residentBytes,
  startApp,
} from '../scripts/lib/app-process.mjs';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { API_DIR } from '../scripts/lib/paths.mjs';
import { type BareRoute, bareRoute, createContext } from './lib/context.ts';
import { formatResults } from './lib/report.ts';
import type { BenchResults, Scenario } from './lib/types.ts';
import { scenarios } from './scenarios/index.ts';

const BENCH_DIR = import.meta.dirname;
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const settings = {
  durationS: num('BENCH_DURATION', 10),
  warmupS: num('BENCH_WARMUP', 2),
  connections: num('BENCH_CONNECTIONS', 50),
};
const MB = 1024 * 1024;

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !scenarios.some((s) => s.name === w));
if (unknown.length) {
  console.error(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${scenarios.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;

await ensureBuilt({ log: (line) => console.log(`[bench] ${line}`) });

const workDir = mkdtempSync(join(tmpdir(), 'storytable-bench-'));
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const databaseUrl = baseDatabaseUrl ? await freshDatabase(baseDatabaseUrl, '_bench') : undefined;
const env = cleanEnv({
  NODE_ENV: 'development',
  DATA_DIR: join(workDir, 'data'),
  DATABASE_URL: databaseUrl,
  SEED_DEMO: '1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
});

const results: BenchResults = {
  startedAt: new Date().toISOString(),
  database: databaseUrl ? 'postgres' : 'pglite',
  options: { durationS: settings.durationS, connections: settings.connections },
  metrics: [],
  load: [],
  pages: [],
  notes: [],
};
if (databaseUrl) {
  results.durability = await databaseDurability(databaseUrl);
  const { fsync, synchronousCommit } = results.durability;
  const durable = fsync === 'on' && synchronousCommit !== 'off';
  results.notes.push(
    `PostgreSQL fsync=${fsync}, synchronous_commit=${synchronousCommit}: ${durable ? 'durable (every commit reaches the disk)' : 'NOT durable, figures flatter than production'}`,
  );
}

const children: Array<ReturnType<typeof spawn>> = [];

/** Runs an API command (`seed`, `admin`) from apps/api/dist against the bench database. */
const runCli = (command: 'seed' | 'admin', args: string[], cliEnv = env) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(API_DIR, 'dist', `${command}.js`), ...args], {
      env: cliEnv,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });

let app: AppProcess | null = null;
let apartApp: AppProcess | null = null;
const extraApps: AppProcess[] = [];
let context: ReturnType<typeof createContext> | null = null;
// whatever happens (even a crash), the processes this bench started end with it
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  context?.killNow();
  for (const started of [app, apartApp, ...extraApps]) {
    try {
      if (started) process.kill(started.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
});
/** `npm run seed` arguments covering every scenario's needs. */
const seedArgsFor = (list: Scenario[]) =>
  (['events', 'guests'] as const).flatMap((key) => {
    const most = Math.max(0, ...list.map((s) => s.seed?.[key] ?? 0));
    return most ? [`--${key}`, String(most)] : [];
  });
const here = databaseUrl ? 'postgres' : 'pglite';
const runnable = selected.filter((s) => !s.databases || s.databases.includes(here));
for (const s of selected.filter((s) => !runnable.includes(s)))
  results.notes.push(
    `${s.name}: not run on ${here} (its targets are for ${s.databases?.join(', ')})`,
  );
// a scenario that needs exactly its own number of events runs apart when others need more, and
// one whose seed would change everyone's figures always does
const shared = runnable.filter((s) => !s.seed?.alone);
const mostEvents = Math.max(0, ...shared.map((s) => s.seed?.events ?? 0));
const apart = runnable.filter(
  (s) => s.seed?.alone || (s.seed?.own && (s.seed.events ?? 0) < mostEvents),
);
const together = runnable.filter((s) => !apart.includes(s));
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];

let failed = false;
try {
  const bare = bareRoute(await startBare(), results, settings);
  for (const s of apart) await runApart(s, bare);

  const preparing = together.filter((s) => s.seed);
  const seedArgs = seedArgsFor(preparing);
  if (seedArgs.length) {
    console.log(
      `[bench] seeding for ${preparing.map((s) => s.name).join(', ')}: ${seedArgs.join(' ')}`,
    );
    await runCli('seed', seedArgs);
  }

  const port = await freePort();
  console.log('[bench] first start');
  const first = await startApp({ port, env });
  await first.stop();
  results.metrics.push({
    name: preparing.length
      ? `first start, database prepared by ${preparing.map((s) => s.name).join(', ')}`
      : 'first start, empty database (migrations + demo seed)',
    value: Math.round(first.readyMs),
    unit: 'ms',
    met: null,
  });

  console.log('[bench] start-up on the existing data directory (scripts/start.mjs)');
  app = await startApp({ port, env, viaStartScript: true, nodeArgs });
  const startMs = Math.round(app.readyMs);
  await sleep(3000);
  const idleRss = residentBytes(app.pid);

  // a second instance on the same database, for scenarios of several instances (opening)
  const startInstance = async () => {
    const more = await startApp({ port: await freePort(), env, viaStartScript: true, nodeArgs });
    extraApps.push(more);
    return more;
  };
  context = createContext(app, bare, results, settings, startInstance);
  context.metric({
    name: `start.mjs ready (npm start without npm), existing ${databaseUrl ? 'database' : 'data directory'}`,
    value: startMs,
    unit: 'ms',
    target: { max: 3000 },
  });
  if (idleRss !== null) {
    context.metric({
      name: 'server RSS, idle after start',
      value: Math.round(idleRss / MB),
      unit: 'MB',
      target: { max: 200 },
    });
  }

  for (const s of together) await runScenario(s, context);
  const loadedRss = residentBytes(app.pid);
  if (loadedRss !== null) {
    context.metric({
      name: 'server RSS, after the load',
      value: Math.round(loadedRss / MB),
      unit: 'MB',
    });
  }
} catch (err) {
  failed = true;
  console.error('[bench] failed:', err);
  results.notes.push(`bench failed: ${(err as Error).message}`);
} finally {
  await context?.close();
  for (const child of children) child.kill('SIGTERM');
  await app?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

results.notes.push(
  `app LOG_LEVEL=${env.LOG_LEVEL}; load generator and server share ${(await import('node:os')).availableParallelism()} cores: compare ratios, not absolute numbers`,
);
const text = formatResults(results);
console.log(`\n${text}`);
mkdirSync(join(BENCH_DIR, 'results'), { recursive: true });
writeFileSync(join(BENCH_DIR, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nresults written to bench/results/latest.json');
process.exit(failed ? 1 : 0);

/** Runs one scenario; a failure is noted and fails the bench, and the next scenarios still run. */
async function runScenario(s: Scenario, ctx: ReturnType<typeof createContext>) {
  console.log(`[bench] ${s.name}: ${s.description}`);
  try {
    await s.run(ctx);
  } catch (err) {
    failed = true;
    ctx.note(`${s.name} failed: ${(err as Error).message}`);
    console.error(`[bench] ${s.name} failed:`, err);
  }
}

/**
 * A scenario on a database and app of its own (a data directory beside the run's, or a fresh
 * PostgreSQL database `<name>_bench_<scenario>`), seeded with its needs alone.
 */
async function runApart(s: Scenario, bare: BareRoute) {
  const ownUrl = baseDatabaseUrl
    ? await freshDatabase(baseDatabaseUrl, `_bench_${s.name.replace(/\W/g, '_')}`)
    : undefined;
  const ownEnv = { ...env, DATA_DIR: join(workDir, `data-${s.name}`), DATABASE_URL: ownUrl };
  const args = seedArgsFor([s]);
  console.log(`[bench] seeding for ${s.name} on a database of its own: ${args.join(' ')}`);
  await runCli('seed', args, ownEnv);
  const own = await startApp({
    port: await freePort(),
    env: ownEnv,
    viaStartScript: true,
    nodeArgs,
  });
  apartApp = own;
  const ownContext = createContext(own, bare, results, settings);
  try {
    await runScenario(s, ownContext);
  } finally {
    await ownContext.close();
    await own.stop();
    apartApp = null;
  }
}

/** The bare Fastify route in a process of its own; resolves with its base URL. */
async function startBare(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(BENCH_DIR, 'lib/bare-server.ts')],
    {
      cwd: BENCH_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
}
