import type { CurrentUser } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (logged out).
 * It lives in lib, not in a feature, because every feature reads it.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return fetchQuery<CurrentUser>('/api/user', 'returnNull', signal);
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // a failed load stays failed until the person retries: every component that reads the user
    // mounting again must not fetch again (that loop flooded the server, audit finding 13)
    retryOnMount: false,
  });

export function useCurrentUser(): {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
} {
  const q = useQuery(currentUserQueryOptions());
  return {
    user: q.data ?? null,
    isLoading: q.isPending,
    error: q.error,
    retry: () => void q.refetch(),
  };
}
