import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { openDatabase, restorePglite } from '../../db/client.ts';
import { backupFromServer } from './control-socket.ts';

export class BackupError extends Error {}

/**
 * Writes a consistent backup of the embedded database in `dataDir` to `file`: through the
 * running server's control socket when one holds the database, else by opening it here (its
 * lock keeps a server from starting meanwhile). Written beside `file` first, then renamed.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ bytes: number; via: 'running server' | 'database files' }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name.`);
  if (!existsSync(dataDir)) throw new BackupError(`There is no database in ${dataDir}.`);
  const fromServer = await backupFromServer(dataDir);
  let data: Buffer;
  let via: 'running server' | 'database files';
  if (fromServer) {
    // read whole: PGlite holds a backup in memory in any case
    data = await buffer(fromServer);
    via = 'running server';
  } else {
    const database = await openDatabase({ dataDir });
    try {
      const blob = await database.backup?.();
      if (!blob) throw new BackupError('This database cannot be backed up here.');
      data = Buffer.from(await blob.arrayBuffer());
    } finally {
      await database.close();
    }
    via = 'database files';
  }
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
  return { bytes: data.length, via };
}

/** Restores `file` (a backup) into `dataDir`, which must be missing or empty. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} is not empty: a backup is restored only into an empty DATA_DIR, so nothing is overwritten. Point DATA_DIR at a new directory.`,
    );
  }
  try {
    await restorePglite(dataDir, new Blob([readFileSync(file)]));
  } catch (err) {
    // leave the directory as it was: empty
    for (const entry of existsSync(dataDir) ? readdirSync(dataDir) : [])
      rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
    throw new BackupError(`${file} could not be restored: ${(err as Error).message}`);
  }
}
