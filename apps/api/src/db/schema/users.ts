import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    lastVerificationSent: timestamp('last_verification_sent', { withTimezone: true }),
    profileImage: text('profile_image'),
    bio: text('bio'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isHost: boolean('is_host').notNull().default(false),
    isVerifiedHost: boolean('is_verified_host').notNull().default(false),
    becameHostAt: timestamp('became_host_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    eventStreak: integer('event_streak').notNull().default(0),
    level: integer('level').notNull().default(1),
    achievements: jsonb('achievements').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hostExperience: text('host_experience'),
    hostExpertiseArea: text('host_expertise_area'),
    hostEventsHosted: text('host_events_hosted'),
    hostInterests: text('host_interests'),
    idmeVerified: boolean('idme_verified').notNull().default(false),
    idmeVerificationStatus: text('idme_verification_status'),
    idmeUserId: text('idme_user_id'),
    idmeVerificationDate: timestamp('idme_verification_date', { withTimezone: true }),
    manualReviewStatus: text('manual_review_status', {
      enum: ['none', 'pending', 'approved', 'rejected', 'verified'],
    })
      .notNull()
      .default('none'),
    stripeConnectId: text('stripe_connect_id'),
    stripeConnectStatus: text('stripe_connect_status'),
    stripeConnectOnboardingComplete: boolean('stripe_connect_onboarding_complete')
      .notNull()
      .default(false),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    cookieStatistics: boolean('cookie_statistics').notNull().default(false),
    cookieMarketing: boolean('cookie_marketing').notNull().default(false),
    /** When the user last chose (null: never), so a new device can apply the choice (050). */
    cookieConsentAt: timestamp('cookie_consent_at', { withTimezone: true }),
    verifiedFullName: text('verified_full_name'),
    verifiedDocumentType: text('verified_document_type'),
    verifiedDocumentIssuer: text('verified_document_issuer'),
    verifiedDocumentExpiry: text('verified_document_expiry'),
    /** A new address waiting for its owner to confirm it; login and mail keep using `email` until then. */
    pendingEmail: text('pending_email'),
    /**
     * Set when the account was removed: personal data is scrubbed and the row stays as a tombstone,
     * so reservations, payments and refunds keep their owner for accounting and reviews read
     * 'Former guest'. A removed account can never sign in and is never listed.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The private calendar feed (modules/calendar): its URL's token is an HMAC of the user and
     * this version, so it can be shown again; resetting bumps the version. Null: no feed yet.
     */
    calendarFeedVersion: integer('calendar_feed_version'),
    /** sha256 of the feed's current token: the feed is found by it, never by the token itself. */
    calendarTokenHash: text('calendar_token_hash'),
  },
  (t) => [
    // case-insensitive uniqueness: 'Alice' and 'alice' are the same account name
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_calendar_token_hash_idx').on(t.calendarTokenHash),
    index('users_manual_review_idx').on(t.manualReviewStatus),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
