import type { QueryKey } from '@tanstack/react-query';

/**
 * The waitlist's query keys. A guest's entry sits under its event's key, so every booking change
 * (which refreshes `/api/events`) reads it again; the change sets below add the lists.
 */
export const waitlistKeys = {
  entry: (eventId: number) => ['/api/events', eventId, 'waitlist'] as const,
  count: (eventId: number) => ['/api/events', eventId, 'waitlist', 'count'] as const,
  mine: ['/api/waitlists'],
};

/** Joining, leaving or declining changes my entry, my lists and the dinner's seats. */
export const waitlistChanged = (eventId: number): QueryKey[] => [
  ['/api/events', eventId],
  waitlistKeys.mine,
  ['/api/host/events'],
];
