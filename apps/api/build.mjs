// Bundles the API (and the shared domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { buildOptions } from './build-options.mjs';

await build(buildOptions);
