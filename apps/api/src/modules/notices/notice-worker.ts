import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listenToChannel } from '../../db/listen.ts';
import { CoalescingPass } from '../../lib/coalescing-pass.ts';
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
  readonly #pass: CoalescingPass;

  constructor(private readonly deps: Deps) {
    this.#pass = new CoalescingPass(
      async () => {
        await deliverHostNotices(deps);
      },
      (err) => deps.log.error({ err }, 'host notices pass failed'),
    );
  }

  async start(): Promise<() => Promise<void>> {
    const stop = await listenToChannel(
      this.deps.db,
      HOST_NOTICE_CHANNEL,
      { notified: () => this.wake(), setListening: (on) => on && this.wake() },
      this.deps.log,
    );
    return async () => {
      await stop();
      await this.#pass.stop();
    };
  }

  /** A pass now, or right after the one under way; none of the waking request's. */
  wake() {
    outsideRequest(() => this.#pass.wake());
  }

  /** Resolves when no pass is under way (tests wait for the worker with it). */
  idle() {
    return this.#pass.idle();
  }
}
