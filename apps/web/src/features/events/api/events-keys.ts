/**
 * Query keys of the event reads. Every key starts with '/api/events', so invalidating
 * `eventKeys.all` refreshes the listing, the filter panel, single events and their reviews.
 * The default query function reads a key as a path: ['/api/events', { page: 2 }] is
 * GET /api/events?page=2, ['/api/events', 5] is GET /api/events/5.
 */
export const eventKeys = {
  all: ['/api/events'] as const,
  page: (page: number) => ['/api/events', { page }] as const,
  searchPanel: () => ['/api/events', { search: 'true' }] as const,
  detail: (id: number) => ['/api/events', id] as const,
  reviews: (id: number) => ['/api/events', id, 'reviews'] as const,
};

/** Spec section 9: the event list is fresh for 30 s, a single event for 5 s. */
export const EVENT_LIST_STALE_MS = 30_000;
export const EVENT_STALE_MS = 5_000;
