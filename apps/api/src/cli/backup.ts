import { backupEmbedded } from '../platform/backup/backup.ts';
import { runEmbeddedFileCommand } from './embedded-file-command.ts';

/** `npm run backup -- FILE`: a consistent backup of the embedded database, server running or not. */
runEmbeddedFileCommand({
  usage: 'Usage: npm run backup -- FILE',
  onPostgres:
    'back PostgreSQL up with pg_dump (README, Backups): pg_dump --format=custom --file=FILE "$DATABASE_URL"',
  async run(dataDir, file) {
    const { bytes, via } = await backupEmbedded(dataDir, file.path);
    return `Backup of ${dataDir} written to ${file.given} (${bytes} bytes, via the ${via}).`;
  },
});
