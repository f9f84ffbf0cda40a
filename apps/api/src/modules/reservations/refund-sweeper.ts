import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic.ts';
import { settleOwed } from './refund-service.ts';

/** How often every instance looks for refunds and emails still owed (a crash, a provider outage). */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 15_000;

/**
 * Retries what cancelled reservations still owe, on every instance (the refund's idempotency key
 * and the claimed email make concurrent sweeps harmless). Off without background jobs (tests call
 * settleOwed themselves).
 */
export function startRefundSweeper(app: FastifyInstance) {
  const { deps } = app;
  if (!deps.config.backgroundJobs) return;
  startPeriodic(app, 'refund sweep', () => settleOwed(deps, app.log), {
    everyMs: SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
  });
}
