/**
 * Runs a worker's pass one at a time: a wake while a pass is under way asks for one more right
 * after it (any number of wakes coalesce into one), and stop() waits for the pass under way.
 * Call wake() outside the request's context when the pass must not log under its id.
 */
export class CoalescingPass {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
    /** Runs once after a run of passes ends, unless stopped (the email worker arms its retry). */
    private readonly afterPasses?: () => Promise<void>,
  ) {}

  get stopped(): boolean {
    return this.#stopped;
  }

  /** A pass now, or right after the one under way. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch(this.onError)
      .finally(() => {
        this.#running = null;
      });
  }

  /** Resolves when no pass is under way (tests wait for a worker with it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** No pass starts after this; resolves when the one under way has ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.idle();
  }

  async #drain() {
    do {
      this.#again = false;
      await this.pass();
    } while (this.#again && !this.#stopped);
    if (!this.#stopped) await this.afterPasses?.();
  }
}
