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

/** A guest's review of a dinner they attended: one per guest and dinner, rating 1 to 5. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The host's one public answer; both set together or neither (decision 062). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_event_user_idx').on(t.eventId, t.userId),
    index('reviews_event_created_idx').on(t.eventId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_reply_pair', sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
