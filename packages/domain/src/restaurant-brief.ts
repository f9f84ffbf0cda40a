import { z } from 'zod';
import { EMAIL_MAX } from './auth.ts';
import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';
import { formatEventWhen } from './format.ts';
import { boundedText } from './text.ts';

/**
 * The restaurant brief (decision 058): when guests can no longer cancel, the host, and the
 * restaurant if the dinner keeps its address, get the headcount and the names.
 */
export const RESTAURANT_BRIEF_LEAD_HOURS = CANCELLATION_CUTOFF_HOURS;

export const RESTAURANT_BRIEF_MESSAGES = {
  invalidEmail: "Please enter the restaurant's email address, like bookings@restaurant.com",
  hint: 'The restaurant brief (headcount and names) goes there 48 hours before the dinner; guests never see it.',
  NOT_YOUR_EVENT: 'Only the host of this event or an admin can see its restaurant brief.',
  CHANGE_NOT_YOURS: 'Only the host of this event can change its restaurant email.',
} as const;

/** The restaurant's address as typed: blank means none (null). */
export const restaurantEmailSchema = boundedText(EMAIL_MAX, RESTAURANT_BRIEF_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email(RESTAURANT_BRIEF_MESSAGES.invalidEmail)]))
  .transform((v) => (v === '' ? null : v));

/** PUT /api/events/{id}/restaurant-brief: the address to set, or null to remove it. */
export const restaurantBriefUpdateSchema = z
  .object({ restaurantEmail: restaurantEmailSchema.nullable() })
  .strict();

/** GET (and PUT) /api/events/{id}/restaurant-brief: for the dinner's host and admins only. */
export const restaurantBriefSchema = z.object({
  eventId: z.number().int(),
  restaurantEmail: z.string().nullable(),
  /** The dinner's zone, which the line's times are shown in. */
  timeZone: z.string(),
  /** Whether a guest holds a confirmed seat: a dinner without one gets no brief yet. */
  hasGuests: z.boolean(),
  /** When the brief goes: the moment guests can no longer cancel. */
  dueAt: z.string(),
  /** When it went; null until then. */
  sentAt: z.string().nullable(),
  /** The restaurant address its copy went to, when it went with one. */
  sentToRestaurant: z.string().nullable(),
  /** The confirmed seats it counted, when it went. */
  headcount: z.number().int().nonnegative().nullable(),
});
export type RestaurantBrief = z.infer<typeof restaurantBriefSchema>;

const HOUR_MS = 3_600_000;

/** The moment a dinner's brief is due. */
export function restaurantBriefDueAt(dateTime: string | Date): Date {
  return new Date(new Date(dateTime).getTime() - RESTAURANT_BRIEF_LEAD_HOURS * HOUR_MS);
}

/**
 * The line on the host's guest list saying when the brief goes (or went) and to whom, in the
 * dinner's zone.
 */
export function restaurantBriefLine(brief: RestaurantBrief, now: Date = new Date()): string {
  const { timeZone } = brief;
  if (brief.sentAt) {
    const to = brief.sentToRestaurant ? `you and ${brief.sentToRestaurant}` : 'you';
    return `The restaurant brief went to ${to} on ${formatEventWhen(brief.sentAt, timeZone)}.`;
  }
  const to = brief.restaurantEmail ? `you and ${brief.restaurantEmail}` : 'you';
  if (new Date(brief.dueAt).getTime() > now.getTime())
    return `The restaurant brief goes to ${to} on ${formatEventWhen(brief.dueAt, timeZone)}, ${RESTAURANT_BRIEF_LEAD_HOURS} hours before the dinner.`;
  return !brief.hasGuests
    ? `The restaurant brief goes to ${to} as soon as the first guest books.`
    : `The restaurant brief goes to ${to} in the next few minutes.`;
}
