import type { HostReviewItem } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_VERIFICATIONS_FAILED = 'Failed to fetch pending verifications';

/** GET /api/admin/pending-host-verifications: identity checks passed, waiting for an admin. */
export async function getPendingVerifications(signal?: AbortSignal): Promise<HostReviewItem[]> {
  return (
    (await fetchQuery<HostReviewItem[]>(
      '/api/admin/pending-host-verifications',
      'throw',
      signal,
    )) ?? []
  );
}

export const pendingVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.pendingVerifications,
    queryFn: ({ signal }) => getPendingVerifications(signal),
  });

export function usePendingVerifications() {
  return useQuery(pendingVerificationsQueryOptions());
}
