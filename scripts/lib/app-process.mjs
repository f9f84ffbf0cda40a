import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, requireFromApi, SERVER_JS } from './paths.mjs';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The configuration keys of apps/api/src/config/env.ts: a harness sets them, never inherits them. */
export const APP_ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'SEED_DEMO',
  'APP_NAME',
  'LOG_LEVEL',
  'WEB_DIST',
  'TEST_CLOCK',
];

/** process.env without the app's configuration keys, plus `env`. */
export function cleanEnv(env = {}) {
  const base = { ...process.env };
  for (const key of APP_ENV_KEYS) delete base[key];
  return { ...base, ...env };
}

/**
 * Starts the built app (`node apps/api/dist/server.js`, or `node scripts/start.mjs` with
 * `viaStartScript`) on 127.0.0.1:`port` and resolves once it answers HTTP. `env` is the complete
 * environment (see cleanEnv). Output goes to `logFile` when given, else it is kept in memory;
 * the last lines are shown when the process dies before it is ready.
 * `nodeArgs` are Node options placed before the script (a profiler, for instance).
 */
export async function startApp({
  port,
  env,
  logFile,
  viaStartScript = false,
  readyTimeoutMs = 90_000,
  nodeArgs = [],
}) {
  const url = `http://127.0.0.1:${port}`;
  // start.mjs runs the server in its own process; a harness sets the whole environment: no ./.env
  const args = [
    ...nodeArgs,
    ...(viaStartScript
      ? [join(ROOT, 'scripts/start.mjs'), '--no-env-file']
      : ['--enable-source-maps', SERVER_JS]),
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const collect = (chunk) => {
    file?.write(chunk);
    tail.push(...chunk.toString().split('\n'));
    if (tail.length > 200) tail.splice(0, tail.length - 200);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      file?.end();
      resolve({ code, signal });
    });
  });
  let dead = null;
  void exited.then((result) => {
    dead = result;
  });

  const output = () => tail.join('\n').trim();
  const deadline = started + readyTimeoutMs;
  for (;;) {
    if (dead) {
      throw new Error(
        `The app exited before it was ready (${dead.signal ?? `exit code ${dead.code}`}):\n${output()}`,
      );
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app was not ready within ${readyTimeoutMs} ms:\n${output()}`);
    }
    try {
      // any HTTP answer (even 404) means the server listens
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      await sleep(20);
    }
  }
  const readyMs = performance.now() - started;

  return {
    url,
    port,
    pid: child.pid,
    readyMs,
    exited,
    output,
    /** SIGTERM (graceful shutdown closes the database), SIGKILL after `timeoutMs`. */
    async stop(timeoutMs = 15_000) {
      if (dead) return dead;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Resident memory of a process in bytes (Linux /proc/<pid>/status VmRSS), or null. */
export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Creates an empty database named after the one in `baseUrl` plus `suffix` (dropping an old one
 * first) on the same PostgreSQL server, and returns its URL.
 */
/**
 * PostgreSQL's durability settings as the given database sees them (SHOW), so a bench's table
 * says whether commits reached the disk.
 */
export async function databaseDurability(url) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const show = async (name) => (await client.query(`show ${name}`)).rows[0]?.[name] ?? '?';
    return { fsync: await show('fsync'), synchronousCommit: await show('synchronous_commit') };
  } finally {
    await client.end();
  }
}

export async function freshDatabase(baseUrl, suffix) {
  const { Client } = requireFromApi('pg');
  const url = new URL(baseUrl);
  const name = `${url.pathname.replace(/^\//, '') || 'storytable'}${suffix}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
