import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * The restaurant briefs sent, one row per dinner (decision 058): written in the transaction that
 * queues the emails, so a brief goes once whichever instance finds it due first.
 */
export const restaurantBriefs = pgTable('restaurant_briefs', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  /** The confirmed seats the brief counted. */
  headcount: integer('headcount').notNull(),
  /** The restaurant address its copy went to; null when the dinner had none. */
  restaurantEmail: text('restaurant_email'),
});

export type RestaurantBriefRow = typeof restaurantBriefs.$inferSelect;
