import { DIETARY_NEEDS } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
    /** The answer to the dinner's question at booking (decision 060). */
    answer: text('answer'),
    /** The seats the reservation holds, the booker's and companions' (decision 063). */
    seats: integer('seats').notNull().default(1),
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
    check('reservations_answer_length', sql`char_length(${t.answer}) <= 300`),
    check('reservations_seats_range', sql`${t.seats} BETWEEN 1 AND 4`),
    check(
      'reservations_paid_has_intent',
      sql`${t.amountPaid} = 0 OR ${t.paymentIntentId} IS NOT NULL`,
    ),
  ],
);

/**
 * A reservation's seats with what each eats (decision 060): position 0 is the booker's. A seat
 * row is written when the booking answers; none means no dietary needs. Parties add positions.
 */
export const reservationSeats = pgTable(
  'reservation_seats',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /** A companion's first name; null for the booker, who is named by their account. */
    name: text('name'),
    dietary: text('dietary', { enum: DIETARY_NEEDS }).array().notNull().default(sql`'{}'`),
    dietaryNote: text('dietary_note'),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.position] }),
    check('reservation_seats_position_range', sql`${t.position} BETWEEN 0 AND 3`),
    check('reservation_seats_note_length', sql`char_length(${t.dietaryNote}) <= 200`),
    check('reservation_seats_name_length', sql`char_length(${t.name}) <= 60`),
    check(
      'reservation_seats_dietary_known',
      sql`${t.dietary} <@ ARRAY[${sql.raw(DIETARY_NEEDS.map((n) => `'${n}'`).join(', '))}]::text[]`,
    ),
  ],
);

/**
 * A companion's seat the guest cancelled (decision 067): its position (1..3) stays taken so a
 * replay finds it, `share` is the payment's share it took (refunded or not), and `refund_*` its
 * own partial refund, asked for after the commit with the key `refund-{reservation}-seat-{position}`.
 */
export const seatCancellations = pgTable(
  'seat_cancellations',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    share: integer('share').notNull(),
    refundAmount: integer('refund_amount').notNull().default(0),
    refundStatus: text('refund_status', {
      enum: ['required', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled'],
    }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.position] }),
    index('seat_cancellations_refund_required_idx')
      .on(t.cancelledAt)
      .where(sql`${t.refundStatus} = 'required'`),
    check('seat_cancellations_position_range', sql`${t.position} BETWEEN 1 AND 3`),
    check('seat_cancellations_share_range', sql`${t.share} >= 0`),
    check('seat_cancellations_refund_range', sql`${t.refundAmount} BETWEEN 0 AND ${t.share}`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type SeatCancellationRow = typeof seatCancellations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
