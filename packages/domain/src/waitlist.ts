import { z } from 'zod';
import { MAX_PARTY_SEATS, PARTY_MESSAGES, partySchema } from './parties.ts';
import { boundedText } from './text.ts';

export const waitlistStatusSchema = z.enum(['waiting', 'offered']);

/** The signed-in guest's place on one dinner's waitlist. */
export const waitlistEntrySchema = z.object({
  eventId: z.number().int(),
  status: waitlistStatusSchema,
  /** 1 for the first in line; null while holding an offer. */
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  /** When the held seat goes to the next guest (offers only). */
  offerExpiresAt: z.string().nullable(),
  /** The party waiting (decision 067): an offer holds all of its seats. */
  seats: z.number().int().min(1).max(MAX_PARTY_SEATS),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/events/:id/waitlist: my entry, null when I am not on it. */
export const myWaitlistSchema = z.object({ entry: waitlistEntrySchema.nullable() });

export const waitlistResponseSchema = z.object({
  message: z.string(),
  entry: waitlistEntrySchema.nullable(),
});

/** GET /api/waitlists: my waitlists and open offers, with the dinner's title and date. */
export const myWaitlistItemSchema = waitlistEntrySchema.extend({
  eventTitle: z.string(),
  eventDateTime: z.string(),
  eventPrice: z.number().int(),
  eventTimeZone: z.string(),
});
export const myWaitlistsSchema = z.array(myWaitlistItemSchema);
export type MyWaitlistItem = z.infer<typeof myWaitlistItemSchema>;

/** GET /api/events/:id/waitlist/count (host or admin). */
export const waitlistCountSchema = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
});

/**
 * POST /api/events/:id/waitlist: how many seats the party waits for (decision 067), up to the
 * dinner's seats per booking; no body waits for one.
 */
export const joinWaitlistSchema = z
  .object({
    seats: z
      .number(PARTY_MESSAGES.MAX_RANGE)
      .int(PARTY_MESSAGES.MAX_RANGE)
      .min(1, PARTY_MESSAGES.NO_SEATS)
      .max(MAX_PARTY_SEATS, PARTY_MESSAGES.TOO_MANY)
      .default(1),
  })
  .nullish();

/**
 * POST /api/events/:id/waitlist/claim: paid dinners pass the succeeded payment intent; a party
 * names its companions as a booking does (decision 063).
 */
export const claimOfferSchema = z.object({
  paymentIntentId: boundedText(255).trim().min(1).optional(),
  seats: partySchema.optional(),
});
