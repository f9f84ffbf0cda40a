import type { AdminAuditEntry } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_AUDIT_FAILED = 'Failed to fetch the admin history';

/** GET /api/admin/users/:id/audit: what admins did to this user, newest first. */
export async function getUserAudit(userId: number, signal?: AbortSignal) {
  return (
    (await fetchQuery<AdminAuditEntry[]>(`/api/admin/users/${userId}/audit`, 'throw', signal)) ?? []
  );
}

export const userAuditQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(userId),
    queryFn: ({ signal }) => getUserAudit(userId, signal),
  });

export function useUserAudit(userId: number) {
  return useQuery(userAuditQueryOptions(userId));
}
