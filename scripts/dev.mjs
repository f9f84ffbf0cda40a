#!/usr/bin/env node
// npm run dev: the API (tsx watch, port 5000) and Vite (port 5173, /api proxied to 5000) together.
// Extra arguments go to Vite (`npm run dev -- --host`).
// Each runs in its own process group so both stop together, whichever ends first.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { envWithDotEnv } from './lib/dotenv.mjs';
import { API_DIR, binPath, ROOT, WEB_DIR } from './lib/paths.mjs';
import { exitCodeFor } from './lib/signals.mjs';

const { env, loaded } = envWithDotEnv();
if (loaded) console.log(`Using settings from ${loaded}`);
if (env.PORT && env.PORT !== '5000') {
  console.warn(
    `PORT=${env.PORT}: the Vite proxy (apps/web/vite.config.ts) expects the API on 5000.`,
  );
}
// links in emails should open the page the developer is looking at: Vite's
env.APP_URL ??= 'http://localhost:5173';

const children = [
  {
    name: 'api',
    // stdin stays closed: a background process group reading the terminal would be stopped
    proc: spawn(
      process.execPath,
      [binPath('tsx', 'tsx', API_DIR), 'watch', '--clear-screen=false', 'apps/api/src/server.ts'],
      { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
    ),
  },
  {
    name: 'web',
    proc: spawn(process.execPath, [binPath('vite', 'vite', WEB_DIR), ...process.argv.slice(2)], {
      cwd: WEB_DIR,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    }),
  },
];

let stopping = false;
let exitCode = 0;
function stopAll(signal) {
  stopping = true;
  for (const { proc } of children) {
    if (proc.exitCode !== null || proc.signalCode !== null) continue;
    try {
      process.kill(-proc.pid, signal); // the whole group: tsx's and Vite's own children too
    } catch {
      // already gone
    }
  }
}

for (const { name, proc } of children) {
  proc.on('error', (err) => {
    console.error(`[dev] ${name} could not start: ${err.message}`);
    exitCode = 1;
    stopAll('SIGTERM');
  });
  proc.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other`);
      exitCode = exitCodeFor(code, signal) || 1;
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.proc.exitCode !== null || c.proc.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// if this process dies unexpectedly, do not leave the servers behind
process.on('exit', () => stopAll('SIGKILL'));

const portArg = process.argv.indexOf('--port');
const webPort = portArg > 0 ? process.argv[portArg + 1] : '5173';
console.log(
  `[dev] API on http://127.0.0.1:${env.PORT ?? 5000} (watching ${join('apps', 'api', 'src')}), web on http://localhost:${webPort}`,
);
