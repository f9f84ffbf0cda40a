import { eq } from 'drizzle-orm';
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
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({ ...email, html: email.html ?? null, attachments: email.attachments ?? null })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        opts.log.info(
          { to: email.to, subject: email.subject, outboxId: row?.id },
          `email kept in outbox:\n${email.text}`,
        );
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: opts.from, ...email });
        if (row)
          await opts.db
            .update(emailOutbox)
            .set({ sentAt: new Date() })
            .where(eq(emailOutbox.id, row.id));
        return { delivered: true };
      } catch (err) {
        opts.log.error({ err, to: email.to }, 'email delivery failed');
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
