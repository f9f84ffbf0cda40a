import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A port free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => join(root, v, 'bin')).find((b) => existsSync(join(b, 'pg_ctl')));
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return bin;
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Fast shutdown (open sessions are ended), waiting until it is down. */
  stop(): Promise<void>;
  /** Starts it, waiting until it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const exec = promisify(execFile);

/**
 * A PostgreSQL cluster of our own on a free loopback port, in a temporary directory, for the
 * chaos scenarios to stop and start (never the shared server). initdb refuses root: as root the
 * commands run as the postgres user.
 */
export async function startThrowawayPostgres(port: number): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'st-chaos-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  // asynchronous: the app under test runs in this process and must keep serving meanwhile
  const run = async (command: string, args: string[]) => {
    const line = [join(bin, command), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`);
    if (asRoot) await exec('su', ['postgres', '-s', '/bin/sh', '-c', line.join(' ')]);
    else await exec(join(bin, command), args);
  };
  const data = join(dir, 'data');
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--auth=trust',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
