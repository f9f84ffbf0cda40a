import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/lib/../..). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const API_DIR = join(ROOT, 'apps/api');
export const WEB_DIR = join(ROOT, 'apps/web');
export const E2E_DIR = join(ROOT, 'e2e');
export const SERVER_JS = join(API_DIR, 'dist/server.js');
/** The server's start-up settings (apps/api/src/lean-start-up.ts), the first module it loads. */
export const LEAN_START_UP_JS = join(API_DIR, 'dist/lean-start-up.js');

/**
 * The JavaScript file behind a package's command (`vite`, `vitest`, `playwright`), resolved the
 * way the workspace that uses it would, so scripts run it with `node` and skip npx's start-up.
 */
export function binPath(pkg, bin, fromDir = ROOT) {
  const require = createRequire(join(fromDir, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rel = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin ?? pkg];
  return join(dirname(manifestPath), rel);
}

/** A package as the API workspace resolves it (its database driver, its Fastify). */
export function requireFromApi(pkg) {
  return createRequire(join(API_DIR, 'package.json'))(pkg);
}
