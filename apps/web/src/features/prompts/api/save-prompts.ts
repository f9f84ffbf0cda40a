import type { EventPrompts, EventPromptsUpdate } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/events/{id}/prompts: the whole list and the round timer replace what was saved. */
export function savePrompts(id: number, body: EventPromptsUpdate): Promise<EventPrompts> {
  return apiRequest<EventPrompts>('PUT', `/api/events/${id}/prompts`, body);
}

export function useSavePrompts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventPromptsUpdate) => savePrompts(id, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.events.prompts(id), saved),
  });
}
