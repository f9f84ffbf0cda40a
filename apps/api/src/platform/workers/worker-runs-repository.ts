import { asc, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workerRuns } from '../../db/schema/index.ts';

export interface WorkerRunRecord {
  instance: string;
  worker: string;
  everySeconds: number;
  startedAt: Date;
  finishedAt: Date;
  error: string | null;
}

/** Overwrites this instance's row for the worker with its latest run. */
export async function recordWorkerRun(db: DbOrTx, run: WorkerRunRecord) {
  const ok = run.error === null;
  await db
    .insert(workerRuns)
    .values({
      instance: run.instance,
      worker: run.worker,
      everySeconds: run.everySeconds,
      lastStartedAt: run.startedAt,
      lastFinishedAt: run.finishedAt,
      ok,
      error: run.error,
      lastOkAt: ok ? run.finishedAt : null,
      runs: 1,
      failures: ok ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [workerRuns.instance, workerRuns.worker],
      set: {
        everySeconds: run.everySeconds,
        lastStartedAt: run.startedAt,
        lastFinishedAt: run.finishedAt,
        ok,
        error: run.error,
        lastOkAt: ok ? run.finishedAt : sql`${workerRuns.lastOkAt}`,
        runs: sql`${workerRuns.runs} + 1`,
        failures: ok ? sql`${workerRuns.failures}` : sql`${workerRuns.failures} + 1`,
      },
    });
}

/** Every instance's workers, by worker then instance (a few rows per instance). */
export function listWorkerRuns(db: DbOrTx) {
  return db
    .select()
    .from(workerRuns)
    .orderBy(asc(workerRuns.worker), asc(workerRuns.instance))
    .limit(500);
}

/** Forgets instances that have not run anything since `before` (stopped or replaced). */
export async function deleteGoneWorkerRuns(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(workerRuns)
    .where(lt(workerRuns.lastStartedAt, before))
    .returning({ worker: workerRuns.worker });
  return rows.length;
}
