import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The running server's local control socket, in DATA_DIR beside the embedded database: only who
 * may read DATA_DIR (and so the database files) reaches it, and nothing on the network does.
 */
export const controlSocketPath = (dataDir: string) => resolve(dataDir, 'control.sock');

/**
 * Serves `GET /backup` on the control socket: the embedded database's consistent copy, taken by
 * the process that holds it open. Returns the function that stops it.
 */
export async function serveBackups(
  dataDir: string,
  backup: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  // a socket left by a process that died: this one holds the data directory's lock now
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = performance.now();
    backup().then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
        const ms = Math.round(performance.now() - started);
        log.info({ bytes: blob.size, ms }, 'backup taken');
      },
      (err: unknown) => {
        log.error({ err }, 'backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => {
        rmSync(path, { force: true });
        done();
      });
      server.closeAllConnections();
    });
}

/** The backup from the server running on `dataDir`; null when none answers there. */
export function backupFromServer(dataDir: string): Promise<Readable | null> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: controlSocketPath(dataDir), path: '/backup' }, (res) => {
      if (res.statusCode === 200) return done(res);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        fail(new Error(`the server could not take the backup: ${Buffer.concat(chunks)}`)),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') done(null);
      else fail(err);
    });
    req.end();
  });
}
