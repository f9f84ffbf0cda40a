import type { CurrentUser } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface MarketingPreferences {
  marketingEmails: boolean;
  marketingSms: boolean;
}

/** POST /api/user/preferences: which marketing messages the user allows. */
export function updatePreferences(input: MarketingPreferences): Promise<unknown> {
  return apiRequest('POST', '/api/user/preferences', input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to update preferences') },
    },
    onSuccess: (_res, input) => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (u) =>
        u
          ? {
              ...u,
              marketingPreferences: { emails: input.marketingEmails, sms: input.marketingSms },
            }
          : u,
      );
    },
  });
}
