import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { reservationsQueryKey } from './get-reservations.ts';

// Reads that list events: the listing and its panel, single events, search, host and user pages.
const EVENT_READS = ['/api/events', '/api/search', '/api/host/events', '/api/user/events'];

/** After a reservation or an event changes: events, reservations and the user are read again. */
export function invalidateAfterBookingChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        EVENT_READS.some((path) => (q.queryKey[0] as string).startsWith(path)),
    }),
    queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  ]);
}
