import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { RouteDurations } from './route-durations.ts';

/** The outbox figures a scrape reads with one query. */
export interface OutboxFigures {
  waiting: number;
  oldestDueSeconds: number | null;
  failed: number;
}

/**
 * The app's metrics: one registry per app (tests build many apps in one process), which modules
 * count into through `deps.metrics`. Label values are bounded: route patterns, never raw URLs.
 */
export class Metrics {
  readonly registry = new Registry();
  /** What a scrape reads: the process's metrics, then the app's, merged once by prom-client. */
  readonly #scraped: Registry;
  readonly httpDuration = new RouteDurations({
    name: 'storytable_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry: this.registry,
  });
  readonly reservations = new Counter({
    name: 'storytable_reservations_total',
    help: 'Seats reserved (confirmed reservations made), free or paid',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly refunds = new Counter({
    name: 'storytable_refunds_total',
    help: 'Refunds settled with the payment provider',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly paymentFailures = new Counter({
    name: 'storytable_payment_failures_total',
    help: 'Payments that failed: the provider refusing or erring on a call, or a card payment reported failed',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });
  readonly emailsSent = new Counter({
    name: 'storytable_emails_sent_total',
    help: 'Emails handed to the SMTP server',
    registers: [this.registry],
  });
  readonly emailSendFailures = new Counter({
    name: 'storytable_email_send_failures_total',
    help: 'Failed email tries; final="true" when the email was given up on',
    labelNames: ['final'] as const,
    registers: [this.registry],
  });
  readonly workerRuns = new Counter({
    name: 'storytable_worker_runs_total',
    help: 'Background worker runs on this instance, by worker and outcome',
    labelNames: ['worker', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(outboxFigures: () => Promise<OutboxFigures>) {
    // one query per scrape fills the three outbox gauges; each gauge's collect awaits the same one
    let pending: Promise<OutboxFigures> | null = null;
    const figures = () => {
      pending ??= outboxFigures().finally(() => {
        setImmediate(() => {
          pending = null;
        });
      });
      return pending;
    };
    const gauge = (name: string, help: string, read: (f: OutboxFigures) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(read(await figures()));
        },
      });
    gauge(
      'storytable_email_outbox_depth',
      'Emails waiting to be sent (due or retrying)',
      (f) => f.waiting,
    );
    gauge(
      'storytable_email_outbox_oldest_due_age_seconds',
      'How long the oldest due email has waited; 0 when none is due',
      (f) => f.oldestDueSeconds ?? 0,
    );
    gauge('storytable_email_outbox_failed', 'Emails given up on after every try', (f) => f.failed);
    this.#scraped = Registry.merge([processRegistry(), this.registry]);
  }

  /** The Prometheus text: the process's metrics, then the app's. */
  text(): Promise<string> {
    return this.#scraped.metrics();
  }

  get contentType(): string {
    return this.#scraped.contentType;
  }
}

let processMetrics: Registry | null = null;

/** CPU, memory, event loop and GC figures: one set per process, however many apps it builds. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
