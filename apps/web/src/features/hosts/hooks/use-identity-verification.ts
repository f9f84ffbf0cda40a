import {
  IDENTITY_POLL_INTERVAL_MS,
  IDENTITY_RELOAD_AFTER_MESSAGE_MS,
  IDENTITY_RELOAD_AFTER_RESULT_MS,
  type IdentityVerificationStatus,
  VERIFICATION_COMPLETE_MESSAGE,
} from '@storytable/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { getIdentityVerificationStatus } from '../api/get-identity-verification-status.ts';
import {
  type IdentityVerificationStart,
  useStartIdentityVerification,
} from '../api/start-identity-verification.ts';
import { openIdentityPopup } from '../lib/identity-popup.ts';

const CLOSED_CHECK_MS = 500;

export const verificationFailedText = (code: string) =>
  `There was an issue with your verification: ${code}. You can try again.`;

/**
 * The identity verification flow of spec section 4: a popup, the status polled every 5 s, a
 * reload 3 s after a result, 1 s after the popup says it is done, at once when it is closed.
 */
export function useIdentityVerification() {
  const start = useStartIdentityVerification();
  const [session, setSession] = useState<IdentityVerificationStart | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const popup = useRef<Window | null>(null);
  const done = useRef(false);

  const reloadAfter = useCallback((ms: number) => {
    if (done.current) return;
    done.current = true;
    setFinishing(true);
    window.setTimeout(() => window.location.reload(), ms);
  }, []);

  const begin = () => {
    const opened = openIdentityPopup();
    popup.current = opened;
    start.mutate(undefined, {
      onSuccess: (started) => {
        setSession(started);
        if (opened && !opened.closed) opened.location.href = started.url;
        else setBlocked(true);
      },
      onError: () => {
        opened?.close();
        popup.current = null;
      },
    });
  };

  /** Brings the popup back, or opens it again from a click when it was lost. */
  const showPopup = () => {
    if (!session) return;
    if (popup.current && !popup.current.closed) popup.current.focus();
    else {
      popup.current = openIdentityPopup(session.url);
      setBlocked(popup.current === null);
    }
  };

  useEffect(() => {
    if (!session) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type !== VERIFICATION_COMPLETE_MESSAGE.type) return;
      popup.current?.close();
      reloadAfter(IDENTITY_RELOAD_AFTER_MESSAGE_MS);
    };
    const onStatus = ({ status, lastError }: IdentityVerificationStatus) => {
      if (status === 'verified') {
        toast({
          title: 'Identity verified',
          description: 'Thank you. An admin will now review your application.',
        });
        reloadAfter(IDENTITY_RELOAD_AFTER_RESULT_MS);
      } else if (status === 'requires_input' && lastError?.code) {
        toast({
          variant: 'destructive',
          title: 'Verification Failed',
          description: verificationFailedText(lastError.code),
        });
        reloadAfter(IDENTITY_RELOAD_AFTER_RESULT_MS);
      } else if (status === 'requires_input') {
        popup.current?.focus();
      } else if (status === 'canceled') {
        reloadAfter(IDENTITY_RELOAD_AFTER_RESULT_MS);
      }
    };
    let toldFailure = false;
    const poll = window.setInterval(() => {
      if (done.current) return;
      getIdentityVerificationStatus(session.id).then(onStatus, () => {
        if (toldFailure) return;
        toldFailure = true;
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to check verification status',
        });
      });
    }, IDENTITY_POLL_INTERVAL_MS);
    const closed = window.setInterval(() => {
      if (popup.current?.closed) reloadAfter(0);
    }, CLOSED_CHECK_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearInterval(poll);
      window.clearInterval(closed);
      window.removeEventListener('message', onMessage);
    };
  }, [session, reloadAfter]);

  return { begin, showPopup, session, blocked, finishing, starting: start.isPending };
}
