import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteDurations } from './route-durations.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAME = 'storytable_http_request_duration_seconds';
const HELP = 'Time to answer a request, by route pattern, method and status code';

// [method, method index, route, status, seconds]: both bucket edges, above every bound, two
// methods and two statuses on one route
const OBSERVED: Array<[string, number, string, number, number]> = [
  ['GET', 0, '/api/user', 200, 0.0004],
  ['GET', 0, '/api/user', 200, 0.005],
  ['GET', 0, '/api/user', 200, 0.0051],
  ['GET', 0, '/api/user', 401, 0.3],
  ['POST', 2, '/api/user', 200, 12],
  ['GET', 0, 'unmatched', 404, 1],
  ['OTHER', 7, 'static file', 200, 0.07],
];

describe('RouteDurations', () => {
  it("writes the Prometheus text prom-client's Histogram writes for the same observations", async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: NAME,
      help: HELP,
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const durations = new RouteDurations({
      name: NAME,
      help: HELP,
      buckets: BUCKETS,
      registry: ours,
    });
    for (const [method, index, route, status, seconds] of OBSERVED) {
      histogram.observe({ method, route, status_code: String(status) }, seconds);
      durations.observe(method, index, route, status, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      `${NAME}_bucket{le="0.005",method="GET",route="/api/user",status_code="200"} 2`,
    );
    expect(text).toContain(`${NAME}_count{method="POST",route="/api/user",status_code="200"} 1`);
  });

  it('starts empty again after a reset', async () => {
    const registry = new Registry();
    const durations = new RouteDurations({ name: NAME, help: HELP, buckets: BUCKETS, registry });
    durations.observe('GET', 0, '/api/user', 200, 0.001);
    durations.reset();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
