import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import { CoalescingPass } from '../../lib/coalescing-pass.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { outsideRequest } from '../observability/request-context.ts';
import {
  claimDueEmails,
  MAX_ATTEMPTS,
  markSent,
  markTryFailed,
  nextDueAt,
  type OutboxRow,
  RETRY_DELAYS_MS,
} from './outbox-repository.ts';

export { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './outbox-repository.ts';

/** The NOTIFY channel of migration 0009: a committed outbox row wakes every instance's worker. */
export const EMAIL_DUE_CHANNEL = 'email_due';

/** Emails claimed, sent at once over the pooled connections, and marked sent in one statement. */
const BATCH = 100;

/**
 * The receiving server refused the recipient for good (a 5xx answer to RCPT TO: no such
 * mailbox): trying again later cannot help, so the email fails at once, for an operator to see
 * and send again. Any other failure (connection, 4xx, authentication) is retried.
 */
export function isRecipientRefused(err: unknown): boolean {
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** `h****@example.com`: enough to tell recipients apart in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '****';
  return `${address[0]}****${address.slice(at)}`;
}

/**
 * Sends the outbox over SMTP outside every request: woken by the database's notification when an
 * email is committed (on every instance), and by a poll for retries. Rows are claimed with SKIP
 * LOCKED, so an email goes through one worker at a time; a failed try is retried with backoff and
 * given up on after MAX_ATTEMPTS, with the reason on the row and an error in the log.
 */
export class EmailDelivery {
  readonly #pass = new CoalescingPass(
    async () => {
      await this.deliverDue();
    },
    (err) => this.log.error({ err }, 'email delivery pass failed'),
    () => this.#armRetry(),
  );
  #stops: Array<() => Promise<void>> = [];
  #listening = false;
  #retryTimer: NodeJS.Timeout | null = null;
  #retryAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: Metrics | null = null,
    /** Waits before each retry (tests shorten them). */
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Whether committed emails wake this worker (false before start and while reconnecting). */
  get listening(): boolean {
    return this.#listening && !this.#pass.stopped;
  }

  /**
   * LISTENs for new emails; retries wake it through its own timer (#wakeAt) and the interval job
   * 'email delivery' (lifecycle.ts), which also finds other instances' rows.
   */
  async start() {
    this.#stops.push(
      await listenToChannel(
        this.db,
        EMAIL_DUE_CHANNEL,
        {
          notified: () => this.wake(),
          setListening: (on) => {
            this.#listening = on;
            if (on) this.wake();
          },
        },
        this.log,
      ),
    );
  }

  /** Delivers what is due, now or right after the pass under way. */
  wake() {
    // a pass sends every request's emails: it is none of theirs (nor logs under their ids)
    outsideRequest(() => this.#pass.wake());
  }

  /** One pass over everything due; the count sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDueEmails(this.db, BATCH);
      const results = await Promise.all(rows.map((row) => this.#deliver(row)));
      const delivered = rows.filter((_, i) => results[i]).map((row) => row.id);
      await markSent(this.db, delivered);
      this.metrics?.emailsSent.inc(delivered.length);
      sent += delivered.length;
      if (rows.length < BATCH || this.#pass.stopped) return sent;
    }
  }

  /** Resolves when no pass is under way (tests wait for the worker with it). */
  idle(): Promise<void> {
    return this.#pass.idle();
  }

  /**
   * Sends what is committed now and resolves when done: tests read the sink after it. A NOTIFY
   * may reach this instance only after its commit's answer (PostgreSQL), so idle() alone races.
   */
  flush(): Promise<void> {
    this.wake();
    return this.idle();
  }

  /** Wakes this worker at `at` (a retry it scheduled; the poll covers other instances' rows). */
  #wakeAt(at: Date) {
    if (this.#pass.stopped || at.getTime() >= this.#retryAt) return;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryAt = at.getTime();
    this.#retryTimer = setTimeout(
      () => {
        this.#retryTimer = null;
        this.#retryAt = Number.POSITIVE_INFINITY;
        this.wake();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    this.#retryTimer.unref();
  }

  async stop() {
    const stopping = this.#pass.stop();
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    await Promise.all(this.#stops.map((stop) => stop()));
    await stopping;
  }

  async #armRetry() {
    // one timer holds only the earliest retry: the pass it woke arms the next one. A row due yet
    // not claimed (held by another transaction, or a timer a hair early) gets a look a second later
    const next = await nextDueAt(this.db);
    if (next) this.#wakeAt(new Date(Math.max(next.getTime(), Date.now() + 1000)));
  }

  /** Sends one claimed email; false when the try failed (marked for a retry or given up on). */
  async #deliver(row: OutboxRow): Promise<boolean> {
    const logged = { to: maskEmail(row.to), subject: row.subject, outboxId: row.id };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.attachments ? { attachments: row.attachments } : {}),
      });
      return true;
    } catch (err) {
      const delay =
        row.attempts < MAX_ATTEMPTS && !isRecipientRefused(err)
          ? this.retryDelaysMs[row.attempts - 1]
          : undefined;
      const retryAt = delay === undefined ? null : new Date(Date.now() + delay);
      await markTryFailed(this.db, row.id, String((err as Error).message), retryAt);
      this.metrics?.emailSendFailures.inc({ final: retryAt ? 'false' : 'true' });
      if (retryAt) this.#wakeAt(retryAt);
      if (retryAt)
        this.log.warn({ err, ...logged, attempts: row.attempts, retryAt }, 'email try failed');
      else
        this.log.error(
          { err, ...logged, attempts: row.attempts },
          'email delivery failed: given up',
        );
      return false;
    }
  }
}
