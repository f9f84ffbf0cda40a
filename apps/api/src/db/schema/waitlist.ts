import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * A guest's place in line for a full dinner (docs/decisions/030-waitlist.md). 'offered' holds its
 * party's seats: they are not in `events.available_spots`, so confirmed seats + held seats +
 * available = capacity.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['waiting', 'offered', 'claimed', 'declined', 'expired', 'left'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The party waiting (decision 067): an offer holds all its seats, never part of them. */
    seats: integer('seats').notNull().default(1),
  },
  (t) => [
    // one open entry per guest and dinner; ended ones stay as history
    uniqueIndex('waitlist_open_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_event_line_idx').on(t.eventId, t.id).where(sql`${t.status} = 'waiting'`),
    index('waitlist_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index('waitlist_user_idx').on(t.userId),
    check('waitlist_entries_seats_range', sql`${t.seats} BETWEEN 1 AND 4`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
