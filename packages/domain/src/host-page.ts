import { z } from 'zod';
import { eventSchema, pageParamSchema, paginationSchema } from './events.ts';
import { reviewSchema } from './reservations.ts';

/** A host's public page (docs/decisions/031-public-host-page.md). */
export const HOST_UPCOMING_TABLES_LIMIT = 24;
export const HOST_PAST_TABLES_LIMIT = 12;
export const HOST_REVIEWS_PAGE_SIZE = 10;

/**
 * GET /api/users/:id/events: the host's active upcoming dinners soonest first, and their active
 * past ones most recent first (cancelled ones in neither); empty lists for a user who is not a host.
 */
export const hostTablesResponseSchema = z.object({
  upcoming: z.array(eventSchema),
  past: z.array(eventSchema),
});
export type HostTablesResponse = z.infer<typeof hostTablesResponseSchema>;

/** A review a host received, with the dinner it was written for. */
export const hostReviewSchema = reviewSchema.extend({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    dateTime: z.string(),
    timeZone: z.string(),
  }),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

/** GET /api/users/:id/reviews?page=N: a bad page is page 1, one past the end the last page. */
export const hostReviewsQuerySchema = z.object({ page: pageParamSchema });

export const hostReviewsResponseSchema = z.object({
  reviews: z.array(hostReviewSchema),
  pagination: paginationSchema,
});
export type HostReviewsResponse = z.infer<typeof hostReviewsResponseSchema>;
