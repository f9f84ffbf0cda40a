import { resolve } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { BackupError } from '../platform/backup/backup.ts';
import { CliError, runCli } from './cli-support.ts';

/**
 * A command between the embedded database and one FILE (backup, restore): FILE is its only
 * argument; with DATABASE_URL set it names PostgreSQL's own tool instead; a BackupError is told
 * as it is. `run` answers the line printed on success.
 */
export function runEmbeddedFileCommand(command: {
  usage: string;
  /** What to do instead on PostgreSQL, after 'DATABASE_URL is set: '. */
  onPostgres: string;
  run: (dataDir: string, file: { path: string; given: string }) => Promise<string>;
}) {
  runCli(async () => {
    const [file, ...rest] = process.argv.slice(2);
    if (!file || rest.length) throw new CliError(command.usage);
    const config = loadConfig();
    if (config.databaseUrl) throw new CliError(`DATABASE_URL is set: ${command.onPostgres}`);
    try {
      console.log(await command.run(config.dataDir, { path: resolve(file), given: file }));
    } catch (err) {
      if (err instanceof BackupError) throw new CliError(err.message);
      throw err;
    }
  });
}
