import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every email the product sends, kept for audit and for reading in development without SMTP. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * When the body carries a link that signs in or proves ownership (verification, reset, email
     * change): the body is redacted once sent, or at this instant (the link's expiry) if never sent.
     */
    redactAfter: timestamp('redact_after', { withTimezone: true }),
  },
  (t) => [index('email_outbox_to_idx').on(t.to)],
);
