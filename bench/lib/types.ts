import type { AppProcess } from '../../scripts/lib/app-process.mjs';

export interface LoadOptions {
  /** Row label, e.g. 'GET /api/user (logged in)'. */
  name: string;
  path: string;
  /** A path per request instead of `path` for every one (e.g. a new search each time). */
  nextPath?: () => string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent connections (default BENCH_CONNECTIONS or 50). */
  connections?: number;
  /** Targets from the issue; the table marks each row met or missed. */
  target?: { minRatio?: number; maxP99Ms?: number; minRps?: number };
}

export interface LoadResult {
  name: string;
  connections: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** rps divided by the bare Fastify route's rps at the same connection count. */
  ratio: number | null;
  non2xx: number;
  errors: number;
  target?: LoadOptions['target'];
  met: boolean | null;
}

export interface PageResult {
  name: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  /** JavaScript the page loaded, gzipped (what a compressing server would send). */
  jsGzipBytes: number;
  jsFiles: number;
  target?: {
    minPerformance?: number;
    minAccessibility?: number;
    minSeo?: number;
    maxJsGzipBytes?: number;
  };
  met: boolean | null;
}

export interface Metric {
  name: string;
  value: number;
  unit: string;
  target?: { max?: number; min?: number };
  met: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  database: 'pglite' | 'postgres';
  /** PostgreSQL's `fsync` and `synchronous_commit` (SHOW), read from the bench's database. */
  durability?: { fsync: string; synchronousCommit: string };
  options: { durationS: number; connections: number };
  metrics: Metric[];
  load: LoadResult[];
  pages: PageResult[];
  notes: string[];
}

/** What a scenario can do while the app runs. */
export interface BenchContext {
  app: AppProcess;
  results: BenchResults;
  /** Runs autocannon against the app and records the row (with its ratio to the bare route). */
  load(options: LoadOptions): Promise<LoadResult>;
  /** Lighthouse for a path in the given form factors, recorded with the page's JavaScript size. */
  lighthouse(options: {
    name: string;
    path: string;
    formFactors?: Array<'mobile' | 'desktop'>;
    target?: Partial<Record<'mobile' | 'desktop', PageResult['target']>>;
    /** A signed-in session's Cookie header, for pages behind a login. */
    cookie?: string;
  }): Promise<PageResult[]>;
  /** Logs a seeded user in through the API; returns the session's Cookie header. */
  login(username: string, password: string): Promise<string>;
  /** Registers a fresh user through the API; returns the logged-in session's Cookie header. */
  registerUser(): Promise<{ cookie: string; username: string }>;
  metric(metric: Omit<Metric, 'met'>): void;
  note(text: string): void;
  /** Starts another instance of the app on the same database (the caller stops it). */
  startInstance?: () => Promise<AppProcess>;
}

/** The data a scenario needs seeded before the app starts (`npm run seed -- --events N --guests N`). */
export interface SeedNeeds {
  /** Generated upcoming events. */
  events?: number;
  /** Verified guests `load_guest_1` .. `load_guest_N` (password LOAD_GUEST_PASSWORD). */
  guests?: number;
  /**
   * Exactly this many events: when other selected scenarios need more, this one runs first on a
   * database and app of its own, seeded with its needs alone (run.ts).
   */
  own?: boolean;
  /**
   * Always on a database and app of its own: its seed is larger than every other scenario's,
   * whose figures it would change.
   */
  alone?: boolean;
}

/** One bench scenario. Register it in scenarios/index.ts. */
export interface Scenario {
  /** Short id, used to pick scenarios: `npm run bench -- api-core landing`. */
  name: string;
  description: string;
  /**
   * Seeded once, with every selected scenario's needs merged, before the app first starts (a
   * scenario whose needs are `own` may get a database of its own, see SeedNeeds).
   */
  seed?: SeedNeeds;
  /** The databases it runs on (default both): a target set for one only is measured there. */
  databases?: Array<BenchResults['database']>;
  run(ctx: BenchContext): Promise<void>;
}
