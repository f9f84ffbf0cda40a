import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listenToChannel } from '../../db/listen.ts';
import { outsideRequest } from '../../platform/observability/request-context.ts';
import { deliverHostNotices } from './notice-delivery.ts';

/** The NOTIFY channel of migration 0022: a committed notice wakes every instance's worker. */
const HOST_NOTICE_CHANNEL = 'host_notice';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'> & { log: FastifyBaseLogger };

/**
 * Queues the at-once notices' emails as soon as their change commits, on every instance (the
 * claim makes it once). The 'host notices' job polls too, for a notice heard by no one.
 */
export class HostNoticeWorker {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(private readonly deps: Deps) {}

  async start(): Promise<() => Promise<void>> {
    const stop = await listenToChannel(
      this.deps.db,
      HOST_NOTICE_CHANNEL,
      { notified: () => this.wake(), setListening: (on) => on && this.wake() },
      this.deps.log,
    );
    return async () => {
      this.#stopped = true;
      await stop();
      await this.idle();
    };
  }

  /** A pass now, or right after the one under way. */
  wake() {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = outsideRequest(async () => {
      do {
        this.#again = false;
        await deliverHostNotices(this.deps);
      } while (this.#again && !this.#stopped);
    })
      .catch((err) => this.deps.log.error({ err }, 'host notices pass failed'))
      .finally(() => {
        this.#running = null;
      });
  }

  /** Resolves when no pass is under way (tests wait for the worker with it). */
  async idle() {
    while (this.#running) await this.#running;
  }
}
