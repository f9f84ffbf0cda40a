import { resolve } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { BackupError, backupEmbedded } from '../platform/backup/backup.ts';
import { CliError, runCli } from './cli-support.ts';

const USAGE = 'Usage: npm run backup -- FILE';

/** `npm run backup -- FILE`: a consistent backup of the embedded database, server running or not. */
runCli(async () => {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length) throw new CliError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CliError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (README, Backups): pg_dump --format=custom --file=FILE "$DATABASE_URL"',
    );
  }
  try {
    const { bytes, via } = await backupEmbedded(config.dataDir, resolve(file));
    console.log(`Backup of ${config.dataDir} written to ${file} (${bytes} bytes, via the ${via}).`);
  } catch (err) {
    if (err instanceof BackupError) throw new CliError(err.message);
    throw err;
  }
});
