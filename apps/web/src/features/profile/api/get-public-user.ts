import type { PublicUser } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';

export const publicUserQueryKey = (id: string) => ['/api/users', id] as const;

/** GET /api/users/{id}: what anyone may see of a user. */
export async function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  const body = await fetchQuery<PublicUser>(
    `/api/users/${encodeURIComponent(id)}`,
    'returnNull',
    signal,
  );
  if (!body) throw new ApiError(404, 'User not found');
  return body;
}

/** A 404, or an id the API refuses to read (400), both mean there is no such user. */
export function isUserMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => getPublicUser(id, signal),
  });

export function usePublicUser(id: string, enabled = true) {
  return useQuery({ ...publicUserQueryOptions(id), enabled });
}
