import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` on an interval on this instance until the app closes: never two runs at once,
 * failures logged, timers unref'd so they never hold the process open. Every task must be safe
 * to run on several instances at once.
 */
export function startPeriodic(
  app: FastifyInstance,
  name: string,
  task: () => Promise<Record<string, number> | undefined>,
  { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number },
) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then((counts) => {
        if (counts && Object.values(counts).some((n) => n > 0)) app.log.info(counts, name);
      })
      .catch((err) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
