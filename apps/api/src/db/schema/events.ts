import { REFUND_POLICIES } from '@storytable/domain';
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
} from 'drizzle-orm/pg-core';
import { storedImages } from './stored-images.ts';
import { users } from './users.ts';

/** Dinners. Price is integer cents; `date_time` an instant shown in `time_zone` (the state's). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    restaurantName: text('restaurant_name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    location: text('location').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    price: integer('price').notNull(),
    capacity: integer('capacity').notNull(),
    availableSpots: integer('available_spots').notNull(),
    /** true: active and listed; false: cancelled by its host or an admin */
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The cover's largest size (`<sha256>-1440.jpg`); its other sizes share the hash. Removing the
     * host's images (account removal) clears it.
     */
    coverImageKey: text('cover_image_key').references(() => storedImages.key, {
      onDelete: 'set null',
    }),
    /**
     * The restaurant's street address ('1112 2nd St'): shown only to the dinner's confirmed
     * guests, its host and admins. Required on new dinners (the domain's payload); null on
     * dinners created before addresses existed.
     */
    streetAddress: text('street_address'),
    /** The public part of where it is ('Old Sacramento'), shown with the city. */
    neighborhood: text('neighborhood'),
    /**
     * Where the restaurant brief's copy goes 48 hours before (decision 058): optional, read only
     * by the dinner's host and admins, never in an event's public payload.
     */
    restaurantEmail: text('restaurant_email'),
    /**
     * Bumped by the trigger of migration 0020 when anything but the seat count changes: the
     * sitemap's lastmod and the calendars' LAST-MODIFIED and SEQUENCE.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revision: integer('revision').notNull().default(0),
    /** What a guest who cancels gets back (decision 057); the domain's `cancellationTerms` reads it. */
    refundPolicy: text('refund_policy', { enum: REFUND_POLICIES }).notNull().default('flexible'),
    /**
     * The last change of date, time, restaurant or address: guests booked before it may cancel
     * in full for 48 hours after it. Null until a published dinner is edited (issue 29 item 4).
     */
    materialChangeAt: timestamp('material_change_at', { withTimezone: true }),
    /** The host's own question asked at booking, and whether it must be answered (decision 060). */
    question: text('question'),
    questionRequired: boolean('question_required').notNull().default(false),
    /** The most seats one booking may take, the booker's included (decision 063). */
    maxSeatsPerBooking: integer('max_seats_per_booking').notNull().default(2),
    /** 'Request to join': each guest is approved by the host (decision 068). */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** When booking opens (issue 30, decision 071); null: open now. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** When the opening's notices were queued: set once, by the instance that claimed them. */
    openingNotifiedAt: timestamp('opening_notified_at', { withTimezone: true }),
    /** When the first minute was settled (its draw ran, entries or none): bookings stop asking. */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    check('events_price_range', sql`${t.price} >= 0`),
    check(
      'events_refund_policy_known',
      sql`${t.refundPolicy} IN ('flexible', 'moderate', 'strict')`,
    ),
    check('events_capacity_range', sql`${t.capacity} >= 1`),
    check('events_restaurant_email_length', sql`length(${t.restaurantEmail}) <= 254`),
    check('events_question_length', sql`char_length(${t.question}) <= 200`),
    check('events_max_seats_per_booking_range', sql`${t.maxSeatsPerBooking} BETWEEN 1 AND 4`),
    check(
      'events_available_spots_range',
      sql`${t.availableSpots} >= 0 AND ${t.availableSpots} <= ${t.capacity}`,
    ),
    // the listing and search: upcoming active events, soonest first
    index('events_listing_idx').on(t.status, t.dateTime),
    index('events_featured_idx').on(t.dateTime).where(sql`${t.featured} AND ${t.status}`),
    index('events_location_idx').on(t.state, t.city),
    index('events_price_idx').on(t.price),
    index('events_capacity_idx').on(t.capacity),
    index('events_tags_idx').using('gin', t.tags),
    // search's generated column search_words, its GIN index and the search_words vocabulary
    // table live in migration 0010_search_trgm only: no event read selects them
    // host pages and the host's own list
    index('events_host_idx').on(t.hostId, t.dateTime),
    // the opening notices' worker: dinners with an opening not yet announced
    index('events_opening_due_idx')
      .on(t.opensAt)
      .where(sql`${t.opensAt} IS NOT NULL AND ${t.openingNotifiedAt} IS NULL`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
