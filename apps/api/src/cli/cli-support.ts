import { type Config, ConfigError } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';

/** A failure the command explains itself: its message is printed as is, the exit code is 1. */
export class CliError extends Error {}

/** The database the server would use: PostgreSQL with DATABASE_URL, else the embedded one (locked). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
}

/** Runs a command's main and exits: 0 on success, 1 with a clear message on a known failure. */
export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (
        err instanceof CliError ||
        err instanceof ConfigError ||
        err instanceof DataDirLockedError
      ) {
        console.error(err.message);
      } else {
        console.error('Failed:', err);
      }
      process.exit(1);
    },
  );
}
