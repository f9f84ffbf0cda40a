import type { HostReviewItem } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_APPLICATIONS_FAILED = 'Failed to fetch pending host applications';

/** GET /api/admin/pending-host-applications: applicants waiting for a decision. */
export async function getPendingApplications(signal?: AbortSignal): Promise<HostReviewItem[]> {
  return (
    (await fetchQuery<HostReviewItem[]>('/api/admin/pending-host-applications', 'throw', signal)) ??
    []
  );
}

export const pendingApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.pendingApplications,
    queryFn: ({ signal }) => getPendingApplications(signal),
  });

export function usePendingApplications() {
  return useQuery(pendingApplicationsQueryOptions());
}
