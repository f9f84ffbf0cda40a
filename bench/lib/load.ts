import autocannon from 'autocannon';

export interface LoadRun {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon against one URL on 127.0.0.1: a short warm-up (JIT, caches, pools), then the
 * measured run. The load generator shares the machine's cores with the server, so compare ratios
 * within one run rather than absolute numbers across machines.
 */
export async function runLoad(options: {
  url: string;
  /** A path per request (autocannon's setupRequest), on the url's origin. */
  nextPath?: () => string;
  connections: number;
  durationS: number;
  warmupS: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadRun> {
  const base: autocannon.Options = {
    url: options.url,
    method: (options.method ?? 'GET') as autocannon.Options['method'],
    connections: options.connections,
  };
  if (options.headers) base.headers = options.headers;
  if (options.body !== undefined) base.body = options.body;
  const { nextPath } = options;
  if (nextPath) {
    base.requests = [
      {
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ];
  }
  if (options.warmupS > 0) await autocannon({ ...base, duration: options.warmupS });
  const result = await autocannon({ ...base, duration: options.durationS });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
