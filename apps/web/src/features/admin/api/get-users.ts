import type { AdminUsersResponse } from '@storytable/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const FETCH_USERS_FAILED = 'Failed to fetch users';

const EMPTY: AdminUsersResponse = { users: [], total: 0, page: 1, pageSize: 0, totalPages: 0 };

/** GET /api/admin/users?search=&page=: one page of users matching the name, username or email. */
export async function getUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return (
    (await fetchQuery<AdminUsersResponse>(`/api/admin/users?${params}`, 'throw', signal)) ?? EMPTY
  );
}

export const usersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(search, page),
    queryFn: ({ signal }) => getUsers(search, page, signal),
    // the previous page stays on screen (pagination disabled) while the next one loads
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string, page: number) {
  return useQuery(usersQueryOptions(search, page));
}
