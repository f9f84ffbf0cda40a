import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  name: string;
  everyMs: number;
  firstAfterMs: number;
  /** Counts of what it did, logged when any is above zero. */
  run(): Promise<Record<string, number> | undefined>;
}

/**
 * Runs `task` on an interval until the returned stop() (which waits for a run under way): never
 * two runs at once, failures logged, timers unref'd so they never hold the process open. Every
 * task must be safe to run on several instances at once.
 */
export function startPeriodic(
  task: PeriodicTask,
  log: FastifyBaseLogger,
  /** Told of every finished run (error null when it succeeded); awaited before the next. */
  onRun?: (run: { startedAt: Date; finishedAt: Date; error: unknown }) => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    const startedAt = new Date();
    let error: unknown = null;
    running ??= task
      .run()
      .then((counts) => {
        if (counts && Object.values(counts).some((n) => n > 0)) log.info(counts, task.name);
      })
      .catch((err) => {
        error = err ?? 'failed';
        log.error({ err }, `${task.name} failed`);
      })
      .then(() => onRun?.({ startedAt, finishedAt: new Date(), error }))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, task.firstAfterMs);
  const every = setInterval(run, task.everyMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
