import type { OperationsOverview } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_OPERATIONS_FAILED = 'Failed to fetch the operations overview';
/** The view follows the outbox and the workers while it is open. */
const REFRESH_MS = 15_000;

/** GET /api/admin/operations: the outbox, its failed emails, the workers' last runs. */
export async function getOperations(signal?: AbortSignal): Promise<OperationsOverview | null> {
  return fetchQuery<OperationsOverview>('/api/admin/operations', 'throw', signal);
}

export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.operations,
    queryFn: ({ signal }) => getOperations(signal),
    refetchInterval: REFRESH_MS,
  });

export function useOperations() {
  return useQuery(operationsQueryOptions());
}
