import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Payout (Connect) accounts still to delete at the provider, one row each: written in the
 * transaction that removes their holder's account, deleted once the provider confirms, so an
 * outage of the provider never blocks or loses an account removal (decision 043).
 */
export const payoutAccountRemovals = pgTable('payout_account_removals', {
  accountId: text('account_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
