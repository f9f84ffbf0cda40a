import { HOST_NOTICE_KINDS, NOTICE_DELIVERIES } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * How a host hears of each kind of notice: 'now' (an email each) or 'digest' (one email a day).
 * No row means 'now', the default (decision 054).
 */
export const hostNoticePreferences = pgTable(
  'host_notice_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HOST_NOTICE_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTICE_DELIVERIES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Something a host is told of, written by a trigger in the transaction of the change it reports
 * (migration 0022): its email is queued once, at once or in the day's digest, when `emailed_at`
 * is claimed in the transaction that puts the email in the outbox.
 */
export const hostNotices = pgTable(
  'host_notices',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HOST_NOTICE_KINDS }).notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The guest who booked, cancelled, claimed or reviewed. */
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    /** The review's rating, for a review. */
    rating: integer('rating'),
    delivery: text('delivery', { enum: NOTICE_DELIVERIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('host_notices_due_idx').on(t.delivery, t.id).where(sql`${t.emailedAt} is null`),
    index('host_notices_host_idx').on(t.hostId),
  ],
);

/** One digest per host per (UTC) day: the key that makes two instances send it once. */
export const hostDigests = pgTable(
  'host_digests',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('host_digests_host_day_idx').on(t.hostId, t.day)],
);

export type HostNoticeRow = typeof hostNotices.$inferSelect;
