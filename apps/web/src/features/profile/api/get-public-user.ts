import type { PublicUser } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';

export const publicUserQueryKey = (id: string) => ['/api/users', id] as const;

/** A public read about user `id` (`/api/users/{id}{rest}`); no answer means no such user. */
export async function getUserRead<T>(id: string, rest: string, signal?: AbortSignal): Promise<T> {
  const body = await fetchQuery<T>(
    `/api/users/${encodeURIComponent(id)}${rest}`,
    'returnNull',
    signal,
  );
  if (!body) throw new ApiError(404, 'User not found');
  return body;
}

/** GET /api/users/{id}: what anyone may see of a user. */
export function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return getUserRead<PublicUser>(id, '', signal);
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => getPublicUser(id, signal),
  });

export function usePublicUser(id: string, enabled = true) {
  return useQuery({ ...publicUserQueryOptions(id), enabled });
}
