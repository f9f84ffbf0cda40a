import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { reservations } from './reservations.ts';

/**
 * A confirmed seat's ticket (decision 061): made in the statement that confirms the seat, or on
 * first read for seats confirmed before tickets existed. Void while its reservation is cancelled.
 */
export const tickets = pgTable(
  'tickets',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 32 random bytes, hex: what the QR code carries. */
    token: text('token').notNull(),
    /** 8 characters a host can type, unique per dinner. */
    code: text('code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_token_idx').on(t.token),
    uniqueIndex('tickets_event_code_idx').on(t.eventId, t.code),
  ],
);

/** Each check-in or undo a device sent, by the id it made: a replay is found here and ignored. */
export const checkIns = pgTable(
  'check_ins',
  {
    clientId: uuid('client_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    checkedIn: boolean('checked_in').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('check_ins_event_idx').on(t.eventId)],
);

export type TicketRow = typeof tickets.$inferSelect;
