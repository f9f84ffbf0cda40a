import type { EventPrompts } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const PROMPTS_FAILED = 'Could not load the prompts.';

/** GET /api/events/{id}/prompts: the saved prompts, or the category's set as a suggestion. */
export async function getPrompts(id: number, signal?: AbortSignal): Promise<EventPrompts> {
  const body = await fetchQuery<EventPrompts>(`/api/events/${id}/prompts`, 'throw', signal);
  if (!body) throw new ApiError(0, PROMPTS_FAILED);
  return body;
}

export const promptsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.events.prompts(id),
    queryFn: ({ signal }) => getPrompts(id, signal),
  });

export function usePrompts(id: number) {
  return useQuery(promptsQueryOptions(id));
}
