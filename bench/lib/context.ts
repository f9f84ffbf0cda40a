import type { AppProcess } from '../../scripts/lib/app-process.mjs';
import { gzippedBytes, launchChrome, runLighthouse } from './lighthouse.ts';
import { type LoadRun, runLoad } from './load.ts';
import { loginUser, registerUser } from './session.ts';
import type { BenchContext, BenchResults, LoadResult, PageResult } from './types.ts';

export interface BenchSettings {
  durationS: number;
  warmupS: number;
  connections: number;
}

const within = (checks: Array<boolean | undefined>): boolean | null => {
  const known = checks.filter((c): c is boolean => c !== undefined);
  return known.length ? known.every(Boolean) : null;
};

/** The bare route's run at a number of connections, measured once per run of the bench. */
export type BareRoute = (connections: number) => Promise<LoadRun>;

/**
 * The bare route, measured once per connection count, beside the rows that need it, and shared
 * by every context of the run (a scenario on an app of its own compares with the same figures).
 */
export function bareRoute(
  bareUrl: string,
  results: BenchResults,
  settings: BenchSettings,
): BareRoute {
  const bare = new Map<number, Promise<LoadRun>>();
  return (connections) => {
    let run = bare.get(connections);
    if (!run) {
      run = runLoad({
        url: `${bareUrl}/json`,
        connections,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
      });
      bare.set(connections, run);
      run.then(
        (r) =>
          results.load.push({
            name: 'bare Fastify JSON route',
            connections,
            durationS: settings.durationS,
            ...r,
            ratio: 1,
            met: null,
          }),
        () => {}, // the caller awaiting `run` reports the failure
      );
    }
    return run;
  };
}

export function createContext(
  app: AppProcess,
  bareAt: BareRoute,
  results: BenchResults,
  settings: BenchSettings,
  startInstance?: () => Promise<AppProcess>,
): BenchContext & { close(): Promise<void>; killNow(): void } {
  let chrome: ReturnType<typeof launchChrome> | null = null;
  let launched: Awaited<ReturnType<typeof launchChrome>> | null = null;

  return {
    app,
    results,
    ...(startInstance ? { startInstance } : {}),
    async load(options) {
      const connections = options.connections ?? settings.connections;
      const base = await bareAt(connections);
      const run = await runLoad({
        url: `${app.url}${options.path}`,
        nextPath: options.nextPath,
        connections,
        method: options.method,
        headers: options.headers,
        body: options.body,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
      });
      const ratio = base.rps > 0 ? run.rps / base.rps : null;
      const t = options.target;
      const row: LoadResult = {
        name: options.name,
        connections,
        durationS: settings.durationS,
        ...run,
        ratio,
        target: t,
        met: within([
          t?.minRatio === undefined ? undefined : (ratio ?? 0) >= t.minRatio,
          t?.maxP99Ms === undefined ? undefined : run.p99Ms < t.maxP99Ms,
          t?.minRps === undefined ? undefined : run.rps >= t.minRps,
          run.non2xx + run.errors > 0 ? false : undefined,
        ]),
      };
      if (run.non2xx + run.errors > 0) {
        results.notes.push(`${options.name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
      }
      results.load.push(row);
      return row;
    },
    async lighthouse({ name, path, formFactors = ['mobile', 'desktop'], target, cookie }) {
      chrome ??= launchChrome().then((c) => {
        launched = c;
        return c;
      });
      const { port } = await chrome;
      const rows: PageResult[] = [];
      for (const formFactor of formFactors) {
        const run = await runLighthouse(
          `${app.url}${path}`,
          port,
          formFactor,
          (why) => results.notes.push(why),
          cookie,
        );
        const jsGzipBytes = await gzippedBytes(run.scriptUrls);
        const t = target?.[formFactor];
        const row: PageResult = {
          name,
          path,
          formFactor,
          performance: run.performance,
          accessibility: run.accessibility,
          seo: run.seo,
          jsGzipBytes,
          jsFiles: new Set(run.scriptUrls).size,
          target: t,
          met: within([
            t?.minPerformance === undefined
              ? undefined
              : (run.performance ?? 0) >= t.minPerformance,
            t?.minAccessibility === undefined
              ? undefined
              : (run.accessibility ?? 0) >= t.minAccessibility,
            t?.minSeo === undefined ? undefined : (run.seo ?? 0) >= t.minSeo,
            t?.maxJsGzipBytes === undefined ? undefined : jsGzipBytes <= t.maxJsGzipBytes,
          ]),
        };
        results.pages.push(row);
        rows.push(row);
      }
      return rows;
    },
    registerUser: () => registerUser(app.url),
    login: (username, password) => loginUser(app.url, username, password),
    metric(metric) {
      const t = metric.target;
      results.metrics.push({
        ...metric,
        met: within([
          t?.max === undefined ? undefined : metric.value <= t.max,
          t?.min === undefined ? undefined : metric.value >= t.min,
        ]),
      });
    },
    note(text) {
      results.notes.push(text);
    },
    async close() {
      if (chrome) (await chrome.catch(() => null))?.kill();
    },
    killNow() {
      launched?.kill();
    },
  };
}
