import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildOptions } from '../build-options.mjs';

describe('lean start-up', () => {
  it('is the first module the built server loads, kept out of its bundle', async () => {
    const out = await build({
      ...buildOptions,
      entryPoints: { server: 'src/server.ts' },
      sourcemap: false,
      write: false,
      logLevel: 'silent',
    });
    const server = out.outputFiles.find((f) => f.path.endsWith('server.js'))?.text ?? '';
    // an import statement may span lines (`import {`, names, `} from "pkg";`)
    const imports = [...server.matchAll(/^import\b[^;]*?["']([^"']+)["'];$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(10);
    // ES modules run in the order they are imported: this one before any package
    expect(imports[0]).toBe('./lean-start-up.js');
    expect(server).not.toContain('--wasm-tiering-budget');
  });
});
