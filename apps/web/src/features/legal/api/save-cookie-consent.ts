import type { CurrentUser } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { serverMessageOr } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { CookieConsent } from '../lib/cookie-consent.ts';

/** POST /api/user/cookie-consent `{ consent: { statistics, marketing } }`. */
export function saveCookieConsent(consent: CookieConsent): Promise<unknown> {
  return apiRequest('POST', '/api/user/cookie-consent', { consent });
}

export function useSaveCookieConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCookieConsent,
    meta: {
      errorToast: {
        title: 'Error',
        describe: serverMessageOr('Failed to update cookie preferences'),
      },
    },
    onSuccess: (_res, consent) => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (u) =>
        u ? { ...u, cookieConsent: { ...consent } } : u,
      );
    },
  });
}
