import {
  type CookieConsentInput,
  SETTINGS_MESSAGES,
  type UserUpdatedResponse,
} from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/user/cookie-consent `{ consent: { statistics, marketing } }`. */
export function saveCookieConsent(
  consent: CookieConsentInput['consent'],
): Promise<UserUpdatedResponse> {
  return apiRequest<UserUpdatedResponse>('POST', '/api/user/cookie-consent', { consent });
}

export function useSaveCookieConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCookieConsent,
    meta: {
      errorToast: {
        title: 'Error',
        describe: serverMessageOr(SETTINGS_MESSAGES.COOKIE_CONSENT_FAILED),
      },
    },
    onSuccess: (res) => queryClient.setQueryData(queryKeys.currentUser, res.user),
  });
}
