import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { currentRequestId } from '../observability/request-context.ts';
import { EmailDelivery, maskEmail } from './delivery.ts';
import { insertOutboxRows, type NewOutboxRow } from './outbox-repository.ts';

export { maskEmail } from './delivery.ts';
export { REDACTED_BODY, redactExpiredSecrets } from './outbox-repository.ts';

export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  /** The body holds a secret link valid until then: never logged, redacted once sent or expired. */
  secretUntil?: Date;
}

export interface Mailer {
  /**
   * Puts the email in the outbox (inside `tx` when given, so it goes only if that commits) and
   * returns: nothing is sent inside a request. The delivery worker sends it.
   */
  send(email: Email, tx?: DbOrTx): Promise<void>;
  /** `send` for many emails, in one statement. */
  sendAll(emails: Email[], tx?: DbOrTx): Promise<void>;
  /**
   * After a statement of the caller's own put these emails in the outbox (their rows made by
   * `outboxRow`) and committed: what `send` does then (logs them, or wakes the worker).
   */
  queued(emails: Email[], outboxIds: number[]): void;
  /** The delivery worker, when SMTP is configured. */
  readonly delivery: EmailDelivery | null;
  close(): Promise<void>;
}

/** The email's outbox row. */
export function outboxRow({ secretUntil, ...message }: Email): NewOutboxRow {
  return {
    ...message,
    html: message.html ?? null,
    attachments: message.attachments ?? null,
    redactAfter: secretUntil ?? null,
    requestId: currentRequestId(),
  };
}

/** Pooled SMTP connections a delivery pass sends over at once, unless SMTP_URL chooses its own. */
export const SMTP_CONNECTIONS = 10;

/**
 * SMTP_URL with nodemailer's pool switched on: one connection per message (its default) held
 * delivery to about 6 emails a second, the TCP and SMTP greeting each time.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  return url.toString();
}

/**
 * nodemailer is loaded only when SMTP is configured: an instance that keeps email in the outbox
 * never needs it (its modules are ~2 MB of heap and 13 MB of a process, decision 016).
 */
const loadNodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  metrics?: Metrics;
  /** Waits before each retry; RETRY_DELAYS_MS unless a test shortens them. */
  retryDelaysMs?: readonly number[];
}): Mailer {
  const transport = opts.smtpUrl
    ? loadNodemailer().createTransport(pooledSmtpUrl(opts.smtpUrl))
    : null;
  const delivery = transport
    ? new EmailDelivery(
        opts.db,
        transport,
        opts.from,
        opts.log,
        opts.metrics ?? null,
        opts.retryDelaysMs,
      )
    : null;
  /** Logs what stays in the outbox, or wakes this instance's worker for what has committed. */
  const announce = (emails: Email[], ids: number[], committed: boolean) => {
    if (!delivery) {
      // the recipient masked and the subject only: a body may hold a live link (audit finding 8)
      emails.forEach((email, i) => {
        const logged = { to: maskEmail(email.to), subject: email.subject, outboxId: ids[i] };
        opts.log.info(logged, 'email kept in the outbox (SMTP_URL is not set)');
      });
    } else if (committed) {
      // no need to wait for the notification on this instance
      delivery.wake();
    }
  };
  const sendAll: Mailer['sendAll'] = async (emails, tx) => {
    announce(emails, await insertOutboxRows(tx ?? opts.db, emails.map(outboxRow)), !tx);
  };
  return {
    delivery,
    send: (email, tx) => sendAll([email], tx),
    sendAll,
    queued: (emails, ids) => announce(emails, ids, true),
    async close() {
      await delivery?.stop();
      transport?.close();
    },
  };
}
