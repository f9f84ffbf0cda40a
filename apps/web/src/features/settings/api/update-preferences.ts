import {
  type PreferencesInput,
  SETTINGS_MESSAGES,
  type UserUpdatedResponse,
} from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/user/preferences: which marketing messages the user allows. */
export function updatePreferences(input: PreferencesInput): Promise<UserUpdatedResponse> {
  return apiRequest<UserUpdatedResponse>('POST', '/api/user/preferences', input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    meta: {
      errorToast: {
        title: 'Error',
        describe: serverMessageOr(SETTINGS_MESSAGES.PREFERENCES_FAILED),
      },
    },
    onSuccess: (res) => queryClient.setQueryData(queryKeys.currentUser, res.user),
  });
}
