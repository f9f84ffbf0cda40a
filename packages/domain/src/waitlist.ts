import { z } from 'zod';
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

/** POST /api/events/:id/waitlist/claim: paid dinners pass the succeeded payment intent. */
export const claimOfferSchema = z.object({
  paymentIntentId: boundedText(255).trim().min(1).optional(),
});
