import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each background worker's last run on each instance (the operator's view in the admin
 * dashboard). One row per instance and worker, overwritten by every run; rows of instances gone
 * for a week are deleted by housekeeping.
 */
export const workerRuns = pgTable(
  'worker_runs',
  {
    /** `hostname:pid`, unique per running process. */
    instance: text('instance').notNull(),
    worker: text('worker').notNull(),
    everySeconds: integer('every_seconds').notNull(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
    runs: integer('runs').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instance, t.worker] })],
);
export type WorkerRunRow = typeof workerRuns.$inferSelect;
