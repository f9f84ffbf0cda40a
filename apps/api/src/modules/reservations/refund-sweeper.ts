import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startPeriodic } from '../../lib/periodic.ts';
import { type Log, settleOwed } from './refund-service.ts';

/** How often every instance looks for refunds and emails still owed (a crash, a provider outage). */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 15_000;

const loggers = new WeakMap<Db, FastifyBaseLogger>();

/** The app's logger, for callers outside a request (the host's event cancellation). */
export function reservationsLog(db: Db): Log {
  return loggers.get(db) ?? console;
}

/**
 * Retries what cancelled reservations still owe, on every instance (the refund's idempotency key
 * and the claimed email make concurrent sweeps harmless). Off without background jobs (tests call
 * settleOwed themselves).
 */
export function startRefundSweeper(app: FastifyInstance) {
  const { deps } = app;
  loggers.set(deps.db, app.log);
  if (!deps.config.backgroundJobs) return;
  startPeriodic(app, 'refund sweep', () => settleOwed(deps, app.log), {
    everyMs: SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
  });
}
