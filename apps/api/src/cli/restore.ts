import { restoreEmbedded } from '../platform/backup/backup.ts';
import { runEmbeddedFileCommand } from './embedded-file-command.ts';

/** `npm run restore -- FILE`: a backup becomes the embedded database of an empty DATA_DIR. */
runEmbeddedFileCommand({
  usage: 'Usage: npm run restore -- FILE   (into an empty DATA_DIR)',
  onPostgres:
    'restore PostgreSQL with pg_restore (README, Backups): pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE',
  async run(dataDir, file) {
    await restoreEmbedded(dataDir, file.path);
    return `Restored ${file.given} into ${dataDir}. Start the server on it with npm start.`;
  },
});
