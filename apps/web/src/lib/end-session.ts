import type { QueryClient } from '@tanstack/react-query';
import { clearCsrfToken } from './csrf-token.ts';
import { queryKeys } from './query-keys.ts';

/** The session is gone (logout, account deleted): the user becomes null, private data leaves the cache. */
export function forgetSession(queryClient: QueryClient) {
  clearCsrfToken();
  queryClient.setQueryData(queryKeys.currentUser, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.currentUser[0] });
}
