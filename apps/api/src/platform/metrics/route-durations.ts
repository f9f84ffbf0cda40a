import type { Metric, Registry } from 'prom-client';

/** One series: the counts of one route, method and status code. */
interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Per bucket, not cumulative; the last is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The request-duration histogram, written as prom-client writes a Histogram, for the one
 * observation every request makes: its series are found by route, then by status and method,
 * instead of prom-client's label validation and label-string hashing on each observation.
 */
export class RouteDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  readonly #bounds: readonly number[];
  /** route → (status code × 16 + method's index) → series */
  #routes = new Map<string, Map<number, Series>>();

  constructor(options: { name: string; help: string; buckets: number[]; registry: Registry }) {
    this.name = options.name;
    this.help = options.help;
    this.#bounds = [...options.buckets].sort((a, b) => a - b);
    options.registry.registerMetric(this as unknown as Metric);
  }

  /** `methodIndex` tells `method` apart in the key: the same method always has the same one. */
  observe(method: string, methodIndex: number, route: string, statusCode: number, s: number) {
    let byKey = this.#routes.get(route);
    if (!byKey) {
      byKey = new Map();
      this.#routes.set(route, byKey);
    }
    const key = statusCode * 16 + methodIndex;
    let series = byKey.get(key);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        counts: new Array<number>(this.#bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byKey.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.#bounds.length && s > (this.#bounds[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += s;
    series.count += 1;
  }

  /** What a registry reads at a scrape, in prom-client's Histogram's shape. */
  async get() {
    const values: Array<{
      value: number;
      labels: Record<string, string | number>;
      sharedLabels?: Series['labels'];
      metricName: string;
    }> = [];
    const bucket = `${this.name}_bucket`;
    for (const byKey of this.#routes.values()) {
      for (const series of byKey.values()) {
        let total = 0;
        this.#bounds.forEach((le, i) => {
          total += series.counts[i] as number;
          values.push({
            labels: { le },
            sharedLabels: series.labels,
            value: total,
            metricName: bucket,
          });
        });
        const shared = series.labels;
        values.push(
          { labels: { le: '+Inf' }, sharedLabels: shared, value: series.count, metricName: bucket },
          { labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` },
          {
            labels: {},
            sharedLabels: shared,
            value: series.count,
            metricName: `${this.name}_count`,
          },
        );
      }
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  reset() {
    this.#routes.clear();
  }
}
