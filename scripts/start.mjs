#!/usr/bin/env node
// npm start: build what is missing or stale, then run the built server (apps/api/dist/server.js)
// in this same process, so start-up pays for one Node boot and signals and exit codes are the
// server's own. The server applies migrations and seeds demo data itself.
// Settings come from the environment, plus ./.env when present (`--no-env-file` skips it).
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './lib/build.mjs';
import { envWithDotEnv } from './lib/dotenv.mjs';
import { LEAN_START_UP_JS, SERVER_JS } from './lib/paths.mjs';

try {
  await ensureBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// the server's start-up settings, before this process allocates anything more (the server
// imports the module first too; it runs once)
await import(pathToFileURL(LEAN_START_UP_JS).href);

if (!process.argv.includes('--no-env-file')) {
  const { env, loaded } = envWithDotEnv();
  if (loaded) {
    Object.assign(process.env, env);
    console.log(`Using settings from ${loaded}`);
  }
}

// what `node --enable-source-maps` does: stack traces point into the TypeScript sources
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_JS).href);
