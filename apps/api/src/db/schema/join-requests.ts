import { JOIN_REQUEST_STATUSES, type PartySeat } from '@storytable/domain';
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
import { reservations } from './reservations.ts';
import { users } from './users.ts';

/**
 * A request to join a dinner that requires approval (decision 068). It holds no seat. A paid one
 * carries a manual-capture payment intent: captured on approval, voided otherwise
 * (`void_status` 'required' is the outbox of voids still owed to the provider).
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull(),
    /** The party, the booker's seat first, as the booking body gives it. */
    party: jsonb('party').$type<PartySeat[]>().notNull(),
    seats: integer('seats').notNull(),
    answer: text('answer'),
    /** The party's total with the fee in cents; 0 for free dinners. */
    amount: integer('amount').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    voidStatus: text('void_status', { enum: ['required', 'done'] }),
  },
  (t) => [
    check('join_requests_seats_range', sql`${t.seats} BETWEEN 1 AND 4`),
    check('join_requests_answer_length', sql`char_length(${t.answer}) <= 300`),
    check('join_requests_amount_range', sql`${t.amount} >= 0`),
    check(
      'join_requests_status_known',
      sql`${t.status} IN ('authorizing', 'pending', 'approved', 'declined', 'expired', 'withdrawn')`,
    ),
    check('join_requests_void_status_known', sql`${t.voidStatus} IN ('required', 'done')`),
    // one open request per guest and dinner; answered ones stay as history
    uniqueIndex('join_requests_open_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('authorizing', 'pending')`),
    uniqueIndex('join_requests_payment_intent_idx').on(t.paymentIntentId),
    index('join_requests_event_idx').on(t.eventId, t.status),
    index('join_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('authorizing', 'pending')`),
    index('join_requests_void_idx').on(t.id).where(sql`${t.voidStatus} = 'required'`),
    index('join_requests_user_idx').on(t.userId),
  ],
);

export type JoinRequestRow = typeof joinRequests.$inferSelect;
