import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * A seat at a dinner. `status` true means confirmed. Every succeeded payment ends in exactly one
 * row (`payment_intent_id` is unique): a confirmed reservation, or a cancelled one whose refund is
 * owed or done. `refund_status` 'required' is the outbox of refunds still to ask the provider for
 * (always with the idempotency key `refund-{id}`), `notify_pending` that of cancellation emails.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(true),
    paymentIntentId: text('payment_intent_id'),
    /** What the guest paid in cents (price plus fee); 0 for free dinners. */
    amountPaid: integer('amount_paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it ended: the guest cancelled, the host cancelled the dinner, or the seat was never given. */
    cancelReason: text('cancel_reason', {
      enum: [
        'guest',
        'event_cancelled',
        'sold_out',
        'event_unavailable',
        'event_past',
        'duplicate',
      ],
    }),
    refundStatus: text('refund_status', {
      enum: ['required', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled'],
    }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    notifyPending: boolean('notify_pending').notNull().default(false),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    // one confirmed reservation per guest and dinner; cancelled ones may pile up
    uniqueIndex('reservations_active_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.status}`),
    uniqueIndex('reservations_payment_intent_idx').on(t.paymentIntentId),
    index('reservations_user_idx').on(t.userId),
    index('reservations_event_idx').on(t.eventId),
    index('reservations_refund_required_idx')
      .on(t.cancelledAt)
      .where(sql`${t.refundStatus} = 'required' OR ${t.notifyPending}`),
    check('reservations_amount_paid_range', sql`${t.amountPaid} >= 0`),
    check(
      'reservations_paid_has_intent',
      sql`${t.amountPaid} = 0 OR ${t.paymentIntentId} IS NOT NULL`,
    ),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
