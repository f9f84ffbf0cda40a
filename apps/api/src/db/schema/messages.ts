import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { reservations } from './reservations.ts';
import { users } from './users.ts';

/**
 * A message a host sent to the guests of their dinner (decision 056), kept on the dinner: every
 * confirmed guest reads them under their reservation. The day's count is read per dinner.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    includeWaitlist: boolean('include_waitlist').notNull().default(false),
    /** Guests it was emailed to when it was sent. */
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_messages_event_idx').on(t.eventId, t.createdAt)],
);

/** A guest's reply to their host, from their reservation's page. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_replies_event_idx').on(t.eventId, t.createdAt),
    index('message_replies_reservation_idx').on(t.reservationId, t.createdAt),
  ],
);
