import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

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

/** What an outbox row's body becomes once its secret link has been sent or has expired. */
export const REDACTED_BODY = '[redacted: this email held a one-time link]';

/** `hannah@example.com` -> `h****@example.com`: enough to tell recipients apart in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '****';
  return `${address[0]}****${address.slice(at)}`;
}

export interface Mailer {
  /** Records the email in the outbox, then delivers it over SMTP when configured. Never throws. */
  send(email: Email): Promise<{ delivered: boolean }>;
  close(): void;
}

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(email) {
      const { secretUntil, ...message } = email;
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({
          ...message,
          html: message.html ?? null,
          attachments: message.attachments ?? null,
          redactAfter: secretUntil ?? null,
        })
        .returning({ id: emailOutbox.id });
      // the recipient masked and the subject only: a body may hold a live link (audit finding 8)
      const logged = { to: maskEmail(email.to), subject: email.subject, outboxId: row?.id };
      if (!transport) {
        opts.log.info(logged, 'email kept in the outbox (SMTP_URL is not set)');
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        if (row)
          await opts.db
            .update(emailOutbox)
            .set({
              sentAt: new Date(),
              ...(secretUntil ? { text: REDACTED_BODY, html: null } : {}),
            })
            .where(eq(emailOutbox.id, row.id));
        return { delivered: true };
      } catch (err) {
        opts.log.error({ err, ...logged }, 'email delivery failed');
        if (row) {
          await opts.db
            .update(emailOutbox)
            .set({ error: String((err as Error).message) })
            .where(eq(emailOutbox.id, row.id));
        }
        return { delivered: false };
      }
    },
    close() {
      transport?.close();
    },
  };
}

/** Redacts the bodies whose secret link has expired (sent ones were redacted on sending). */
export async function redactExpiredSecrets(db: Db): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ text: REDACTED_BODY, html: null })
    .where(
      and(
        isNotNull(emailOutbox.redactAfter),
        or(lte(emailOutbox.redactAfter, sql`now()`), isNotNull(emailOutbox.sentAt)),
        sql`${emailOutbox.text} <> ${REDACTED_BODY}`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}
