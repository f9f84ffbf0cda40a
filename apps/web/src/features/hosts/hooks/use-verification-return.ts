import { VERIFICATION_COMPLETE_MESSAGE } from '@storytable/domain';
import { useEffect } from 'react';
import { toast } from '@/lib/toast.ts';

const RETURN_PARAM = 'verification';

/**
 * Where the identity provider sends the popup back (`/profile?verification=complete`): the
 * popup tells the page that opened it and closes. Opened without one (the blocked-popup link in
 * another tab), it says the check was received.
 */
export function useVerificationReturn() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(RETURN_PARAM) !== 'complete') return;
    if (window.opener) {
      (window.opener as Window).postMessage(VERIFICATION_COMPLETE_MESSAGE, window.location.origin);
      window.close();
      return;
    }
    url.searchParams.delete(RETURN_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    toast({
      title: 'Verification received',
      description: 'Your profile shows the result as soon as the check is finished.',
    });
  }, []);
}
