// Two V8 settings for the start-up only, so that an idle server does not keep what start-up
// alone needed (docs/decisions/016, fourth pass). server.ts imports this module before anything
// else, and the build keeps it a module of its own (build-options.mjs), so it runs before any
// package is loaded.
import { setFlagsFromString } from 'node:v8';

// Loading the packages and opening the database allocate fast: V8 grows the young generation
// from 2 to 32 MB and keeps it at idle. It grows again, as before, once startUpDone() is called.
setFlagsFromString('--semi-space-growth-factor=1');

// PGlite's PostgreSQL start-up runs code it will not run again, and V8 compiled its hottest
// functions with TurboFan on worker threads, whose freed compiler memory glibc keeps (60 to
// 70 MB). 100 times Node 20's budget leaves that to the functions that stay hot under load.
// Set for good: V8 gives each function its budget when PGlite's module is instantiated.
setFlagsFromString('--wasm-tiering-budget=180000000');

/** The server is listening: the young generation may grow under load again (V8's default). */
export function startUpDone() {
  setFlagsFromString('--semi-space-growth-factor=2');
}
