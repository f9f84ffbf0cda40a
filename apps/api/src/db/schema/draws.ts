import type { CreateReservationInput } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/** What a draw entry asked for: the booking body without the dinner or a payment. */
export type DrawRequest = Pick<CreateReservationInput, 'seats' | 'dietary' | 'answer'>;

/**
 * A request made in a dinner's first minute (decision 072). It holds no seat until the draw:
 * then it becomes a waitlist offer holding its whole party ('offered') or a place in line
 * ('waitlisted').
 */
export const drawEntries = pgTable(
  'draw_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    request: jsonb('request').$type<DrawRequest>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['entered', 'offered', 'waitlisted'] }).notNull(),
    drawPosition: integer('draw_position'),
    waitlistPosition: integer('waitlist_position'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draw_entries_event_user_idx').on(t.eventId, t.userId),
    index('draw_entries_entered_idx').on(t.eventId).where(sql`${t.status} = 'entered'`),
    index('draw_entries_user_idx').on(t.userId),
    check('draw_entries_seats_range', sql`${t.seats} BETWEEN 1 AND 4`),
    check('draw_entries_status_known', sql`${t.status} IN ('entered', 'offered', 'waitlisted')`),
    check('draw_entries_position_range', sql`${t.drawPosition} >= 1`),
  ],
);

/**
 * One row per dinner whose draw has run: inserting it claims the draw, so it runs once across
 * instances. The seed and the order (user ids, first drawn first) let anyone audit it.
 */
export const openingDraws = pgTable(
  'opening_draws',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    entryCount: integer('entry_count').notNull(),
    drawOrder: jsonb('draw_order').$type<number[]>().notNull(),
  },
  (t) => [
    check('opening_draws_seed_length', sql`char_length(${t.seed}) = 32`),
    check('opening_draws_entry_count_range', sql`${t.entryCount} >= 0`),
  ],
);

export type DrawEntryRow = typeof drawEntries.$inferSelect;
