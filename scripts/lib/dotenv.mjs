import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment for the app: process.env plus the keys of `./.env` (when present) that
 * process.env does not already set. The API itself reads only its real environment.
 */
export function envWithDotEnv(file = resolve(process.cwd(), '.env')) {
  if (!existsSync(file)) return { env: { ...process.env }, loaded: null };
  const fromFile = parseEnv(readFileSync(file, 'utf8'));
  const env = { ...process.env };
  for (const [key, value] of Object.entries(fromFile)) {
    if (env[key] === undefined) env[key] = value;
  }
  return { env, loaded: file };
}
