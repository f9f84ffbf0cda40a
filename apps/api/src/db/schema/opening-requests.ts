import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/** 'Notify me': a user asking to be emailed when a dinner opens for booking (decision 071). */
export const openingRequests = pgTable(
  'opening_requests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'opening_requests_pkey', columns: [t.eventId, t.userId] }),
    index('opening_requests_user_idx').on(t.userId),
  ],
);

export type OpeningRequestRow = typeof openingRequests.$inferSelect;
