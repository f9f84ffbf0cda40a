import type { Table } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const TABLE_FAILED = 'Failed to load the table';

/** GET /api/events/{id}/check-ins: the confirmed seats and who is checked in. */
export async function getTable(id: number, signal?: AbortSignal): Promise<Table> {
  const body = await fetchQuery<Table>(`/api/events/${id}/check-ins`, 'throw', signal);
  if (!body) throw new ApiError(0, TABLE_FAILED);
  return body;
}

export const tableQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.events.table(id),
    queryFn: ({ signal }) => getTable(id, signal),
  });

export function useTable(id: number) {
  return useQuery(tableQueryOptions(id));
}
