import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Outcome, report, seconds, sleep, timedRequest } from './load.ts';
import { freePort } from './throwaway-postgres.ts';

const CONCURRENCY = 16;
const LOAD_BEFORE_MS = 3000;
const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * SIGTERM under load: the real server process (embedded database, demo data) answering sixteen
 * clients is sent SIGTERM. Requests in flight must finish, new ones be refused (the connection,
 * never a 5xx), and the process exit 0.
 */
export async function sigtermUnderLoad(): Promise<boolean> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'st-chaos-sigterm-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.on('exit', (code) => done({ code, at: performance.now() })),
  );
  try {
    const startedAt = performance.now();
    for (;;) {
      const probe = await timedRequest(0, `${base}/readyz`, { timeoutMs: 2000 });
      if (probe.status === 200) break;
      if (performance.now() - startedAt > 180_000 || child.exitCode !== null)
        throw new Error(`the server did not become ready:\n${output}`);
      await sleep(250);
    }
    const listing = await timedRequest(0, `${base}/api/events`, {});
    const first = (listing.body as { events?: { id: number }[] })?.events?.[0]?.id ?? 1;
    const paths = [
      '/api/events',
      `/api/events/${first}`,
      '/api/events?page=2',
      '/api/search?q=dinner',
      '/healthz',
    ];
    console.log(`sigterm: server ready on ${base}, load starts`);

    const t0 = performance.now();
    const outcomes: (Outcome & { path: string })[] = [];
    let loading = true;
    const worker = async (w: number) => {
      for (let i = w; loading; i++) {
        const path = paths[i % paths.length]!;
        outcomes.push({
          ...(await timedRequest(t0, `${base}${path}`, { timeoutMs: 10_000 })),
          path,
        });
        // refused: the server is gone; a client would go to another instance
        if (outcomes.at(-1)?.status === null) await sleep(100);
      }
    };
    const running = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
    await sleep(LOAD_BEFORE_MS);
    const term = performance.now() - t0;
    child.kill('SIGTERM');
    const { code, at } = await exited;
    const exitAfter = at - t0 - term;
    await sleep(1000);
    loading = false;
    await Promise.all(running);

    const inFlight = outcomes.filter((o) => o.start < term && o.end > term);
    const finished = inFlight.filter((o) => o.status !== null && o.status < 500);
    const after = outcomes.filter((o) => o.start > term);
    const served = after.filter((o) => o.status !== null && o.status < 500);
    const refused = after.filter((o) => o.status === null);
    const fiveXX = outcomes.filter((o) => o.status !== null && o.status >= 500);
    const kinds = [...new Set(refused.map((o) => o.error))].join(', ') || 'none';
    return report(
      'SIGTERM under load',
      [
        ['requests in all', outcomes.length],
        ['in flight when SIGTERM came', inFlight.length],
        ['of those, finished with an answer', finished.length],
        ['sent after SIGTERM: served while closing', served.length],
        ['sent after SIGTERM: refused or connection closed', `${refused.length} (${kinds})`],
        ['5xx answers', fiveXX.length],
        ['exit code', String(code)],
        ['SIGTERM to exit', seconds(exitAfter)],
      ],
      [
        ['every request in flight finished with an answer', finished.length === inFlight.length],
        ['no 5xx', fiveXX.length === 0],
        ['new requests refused once it stopped', refused.length > 0],
        ['exited 0', code === 0],
      ],
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
