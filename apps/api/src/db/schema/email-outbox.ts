import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

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
    /** Delivery tries so far; given up after MAX_ATTEMPTS (platform/email/outbox-repository.ts). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until then: another instance leaves it alone meanwhile. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Given up on: every try failed (`error` holds the last reason). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The id of the request that wrote it (its log lines carry the same one); null outside one. */
    requestId: text('request_id'),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_failed_idx').on(t.failedAt).where(sql`${t.failedAt} is not null`),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * The reminders sent, one row per dinner and person (a guest's reminder or the host's guest
 * list, or the morning after's thank-you): the primary key makes each go once, whichever instance finds it due first.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind', { enum: ['guest', 'host', 'thank-you'] }).notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.eventId, t.userId] })],
);
