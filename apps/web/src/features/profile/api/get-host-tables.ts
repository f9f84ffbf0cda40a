import type { HostTablesResponse } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { getUserRead } from './get-public-user.ts';

/** GET /api/users/{id}/events: a host's upcoming and past tables (docs/decisions/031). */
export function getHostTables(id: string, signal?: AbortSignal): Promise<HostTablesResponse> {
  return getUserRead<HostTablesResponse>(id, '/events', signal);
}

export const hostTablesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.hostPage.tables(id),
    queryFn: ({ signal }) => getHostTables(id, signal),
  });

export function useHostTables(id: string) {
  return useQuery(hostTablesQueryOptions(id));
}
