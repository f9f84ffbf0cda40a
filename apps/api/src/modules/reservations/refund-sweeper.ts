import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
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
 * and the claimed email make concurrent sweeps harmless). Off in tests, which call settleOwed.
 */
export function startRefundSweeper(app: FastifyInstance) {
  const { deps } = app;
  loggers.set(deps.db, app.log);
  if (deps.config.nodeEnv === 'test') return;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= settleOwed(deps, app.log)
      .then(({ settled, stillOwed }) => {
        if (settled || stillOwed) app.log.info({ settled, stillOwed }, 'refund sweep');
      })
      .catch((err) => app.log.error({ err }, 'refund sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
