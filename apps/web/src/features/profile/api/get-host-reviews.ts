import type { HostReviewsResponse } from '@storytable/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { getUserRead } from './get-public-user.ts';

/** GET /api/users/{id}/reviews?page=N: one page of the reviews a host received, newest first. */
export function getHostReviews(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<HostReviewsResponse> {
  return getUserRead<HostReviewsResponse>(id, `/reviews?page=${page}`, signal);
}

export const hostReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.hostPage.reviews(id),
    queryFn: ({ pageParam, signal }) => getHostReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });

export function useHostReviews(id: string) {
  return useInfiniteQuery(hostReviewsQueryOptions(id));
}
