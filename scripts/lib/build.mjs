import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, binPath, ROOT, WEB_DIR } from './paths.mjs';

/**
 * What `npm start`, `npm test`, the e2e harness and the bench need built, with the files each
 * build reads. A build is redone when an output is missing or any input is newer than the oldest
 * output (test files do not count: they never reach a bundle).
 */
const TARGETS = [
  {
    name: 'web',
    cwd: WEB_DIR,
    command: () => [binPath('vite', 'vite', WEB_DIR), 'build', '--logLevel', 'warn'],
    outputs: ['apps/web/dist/index.html'],
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
      'package-lock.json',
    ],
  },
  {
    name: 'api',
    cwd: API_DIR,
    command: () => ['build.mjs'],
    outputs: [
      'apps/api/dist/server.js',
      'apps/api/dist/admin.js',
      'apps/api/dist/seed.js',
      'apps/api/dist/lean-start-up.js',
    ],
    inputs: [
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/build-options.mjs',
      'apps/api/package.json',
      'packages/domain/src',
      'package-lock.json',
    ],
  },
];

const IGNORED = /(\.test\.tsx?$)|(^|\/)(node_modules|dist)(\/|$)/;

function newestMtime(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of readdirSync(path)) {
    if (IGNORED.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function oldestOutput(target) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const out of target.outputs) {
    try {
      oldest = Math.min(oldest, statSync(join(ROOT, out)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

/** Why the target must be built, or null when its output is up to date. */
export function staleReason(target) {
  const built = oldestOutput(target);
  if (built === 0) return 'not built yet';
  const changed = target.inputs.find((input) => newestMtime(join(ROOT, input)) > built);
  return changed ? `${changed} changed` : null;
}

function run(target) {
  const [script, ...args] = target.command();
  return new Promise((resolve, reject) => {
    // a build is for production whatever the caller runs as: `NODE_ENV=development npm start`
    // (and the bench, which starts the app that way) would otherwise bundle React's dev build
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [script, ...args], {
      cwd: target.cwd,
      stdio: 'inherit',
      env,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${target.name} build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Builds the web app (vite build) and the API bundle (esbuild) when missing or stale, or always
 * with `force`. Returns the names of the targets it built.
 */
export async function ensureBuilt({ force = false, log = console.log } = {}) {
  const built = [];
  for (const target of TARGETS) {
    const reason = force ? 'requested' : staleReason(target);
    if (!reason) continue;
    const started = performance.now();
    log(`Building ${target.name} (${reason})...`);
    await run(target);
    log(`Built ${target.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    built.push(target.name);
  }
  return built;
}
