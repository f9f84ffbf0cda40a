import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz beside every text asset of the build, so the API's static server
 * (`preCompressed: true`) answers compressed bytes without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storytable-precompress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (COMPRESSIBLE.test(name)) {
            const data = readFileSync(path);
            if (data.length < 1024) continue;
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      walk(outDir);
    },
  };
}
