// Bundles the API (and the shared domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts', seed: 'src/cli/seed.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // the workspace package is source TypeScript: bundle it in
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@storytable\/domain$/ }, () => ({
          path: new URL('../../packages/domain/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
