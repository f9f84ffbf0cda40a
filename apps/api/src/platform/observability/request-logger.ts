import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's default levels: a line is written when its level is at least the logger's. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/** What this wrapper reads of a pino parent; another logger (a test's) lacks `levelVal`. */
type Parent = FastifyBaseLogger & { levelVal?: number };

/**
 * A request's logger whose pino child is made on the first line written at an enabled level.
 * At `warn` most requests write nothing, and making a child on each (its bindings serialized)
 * was a measurable share of a cached GET's time. What it writes is what the child would.
 */
export class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
    private readonly onMade: (child: FastifyBaseLogger) => void,
  ) {}

  /** The child, made now if it was not yet. */
  get logger(): FastifyBaseLogger {
    if (!this.#made) {
      this.#made = this.parent.child(this.bindings, this.options);
      this.onMade(this.#made);
    }
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /** Nothing is made for a line below the level; an unknown level is left to pino. */
  #below(level: LevelName): boolean {
    if (this.#made) return false;
    const own = this.options.level;
    const threshold = own === undefined ? this.parent.levelVal : LEVEL_VALUES[own];
    return threshold !== undefined && (LEVEL_VALUES[level] as number) < threshold;
  }

  #write(level: LevelName, args: unknown[]) {
    if (this.#below(level)) return;
    const logger = this.logger;
    Reflect.apply(logger[level], logger, args);
  }
}
