import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { reservations } from './reservations.ts';
import { users } from './users.ts';

/** Seats the dinner's host marked as not come (decision 065); deleting the row undoes it. */
export const noShows = pgTable(
  'no_shows',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('no_shows_event_idx').on(t.eventId)],
);

/** A guest's private note to the host of a dinner they came to: one each, only the host reads it. */
export const hostNotes = pgTable(
  'host_notes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('host_notes_note_length', sql`char_length(${t.note}) BETWEEN 1 AND 1000`),
  ],
);
