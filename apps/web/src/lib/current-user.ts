import { type CurrentUser, SIGNED_IN_COOKIE } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Whether the cookies hold the signed-in marker the API sets with every session (decision 031). */
export function hasSignedInMarker(cookies: string): boolean {
  return cookies.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (logged out).
 * Without the signed-in marker there is certainly no session, so a visitor is not asked (the
 * browser logs every 401 as an error); a marker the 401 proves wrong is dropped.
 * It lives in lib, not in a feature, because every feature reads it.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!hasSignedInMarker(document.cookie)) return null;
  const user = await fetchQuery<CurrentUser>('/api/user', 'returnNull', signal);
  if (user === null) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  return user;
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
