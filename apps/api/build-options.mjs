// esbuild's options for dist/ (build.mjs), shared with the test that checks the bundle's order.
import { fileURLToPath } from 'node:url';

/** Bundled into its own module, imported by server.js before any package (src/lean-start-up.ts). */
const LEAN_START_UP = /^\.\/lean-start-up\.ts$/;

/** @type {import('esbuild').BuildOptions} */
export const buildOptions = {
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    seed: 'src/cli/seed.ts',
    'lean-start-up': 'src/lean-start-up.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      // the workspace package is source TypeScript: bundle it in
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@storytable\/domain$/ }, () => ({
          path: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
        }));
      },
    },
    {
      name: 'lean-start-up-first',
      setup(b) {
        b.onResolve({ filter: LEAN_START_UP }, () => ({
          path: './lean-start-up.js',
          external: true,
        }));
      },
    },
  ],
  logLevel: 'warning',
};
