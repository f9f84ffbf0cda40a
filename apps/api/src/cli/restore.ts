import { resolve } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { BackupError, restoreEmbedded } from '../platform/backup/backup.ts';
import { CliError, runCli } from './cli-support.ts';

const USAGE = 'Usage: npm run restore -- FILE   (into an empty DATA_DIR)';

/** `npm run restore -- FILE`: a backup becomes the embedded database of an empty DATA_DIR. */
runCli(async () => {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length) throw new CliError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CliError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Backups): pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE',
    );
  }
  try {
    await restoreEmbedded(config.dataDir, resolve(file));
    console.log(`Restored ${file} into ${config.dataDir}. Start the server on it with npm start.`);
  } catch (err) {
    if (err instanceof BackupError) throw new CliError(err.message);
    throw err;
  }
});
