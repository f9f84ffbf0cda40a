import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { recordWorkerRun } from './worker-runs-repository.ts';

/** This process among the instances sharing the database. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

export type WorkersState = 'starting' | 'running' | 'off' | 'stopping';

/** One finished run of a background worker. */
export interface WorkerRun {
  worker: string;
  everyMs: number;
  startedAt: Date;
  finishedAt: Date;
  error: unknown;
}

/**
 * This instance's background workers as readiness and the operator's view see them: whether
 * they run, and each run recorded (the database row per instance and worker, and a metric).
 */
export class Workers {
  state: WorkersState = 'starting';

  constructor(
    private readonly db: Db,
    private readonly metrics: Metrics,
    private readonly log: FastifyBaseLogger,
    readonly instance = INSTANCE_NAME,
  ) {}

  /** Records a run; a failure to record is logged, never thrown into the worker. */
  async recorded(run: WorkerRun): Promise<void> {
    const error = run.error === null ? null : String((run.error as Error)?.message ?? run.error);
    this.metrics.workerRuns.inc({ worker: run.worker, outcome: error === null ? 'ok' : 'failed' });
    try {
      await recordWorkerRun(this.db, {
        instance: this.instance,
        worker: run.worker,
        everySeconds: Math.round(run.everyMs / 1000),
        startedAt: run.startedAt,
        finishedAt: run.finishedAt,
        error: error?.slice(0, 1000) ?? null,
      });
    } catch (err) {
      this.log.warn({ err, worker: run.worker }, 'could not record the worker run');
    }
  }
}
