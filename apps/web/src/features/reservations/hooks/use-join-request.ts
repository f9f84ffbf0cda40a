import type { Event } from '@storytable/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '@/lib/api-error.ts';
import { invalidate, queryKeys } from '@/lib/query-keys.ts';
import { confirmAuthorized, sendJoinRequest, useMyRequest } from '../api/join-request.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';

/**
 * A request to join a dinner that approves its guests (decision 068): the guest's open request,
 * sending one (free dinners) or confirming its card authorization (paid), then `onSent`.
 */
export function useJoinRequest(event: Pick<Event, 'id'>, enabled: boolean, onSent: () => void) {
  const queryClient = useQueryClient();
  const mine = useMyRequest(event.id, enabled);
  const [sent, setSent] = useState(false);
  const done = async () => {
    setSent(true);
    onSent();
    await invalidate(queryClient, [queryKeys.events.myRequest(event.id)]);
  };
  const send = useMutation({
    mutationFn: (answers: AnswersBody | undefined) => sendJoinRequest(event.id, answers),
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to send the request') },
    },
    onSuccess: done,
  });
  /** After the card form: resolves false when the authorization could not be confirmed. */
  const authorized = async (): Promise<boolean> => {
    try {
      await confirmAuthorized(event.id);
      await done();
      return true;
    } catch {
      return false;
    }
  };
  const open = mine.data?.status === 'pending' ? mine.data : null;
  return { open, send, authorized, sent };
}
