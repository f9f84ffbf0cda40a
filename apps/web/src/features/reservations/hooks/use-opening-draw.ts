import { type Event, openingPhase } from '@storytable/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys.ts';
import { useEnterDraw, useMyDraw } from '../api/draw.ts';

/**
 * The first minute after a dinner opens (decision 072): whether asking now enters the draw, my
 * entry and its outcome, and entering. When the outcome arrives, the dinner and my waitlist
 * place are read again, so an offer shows the claim button.
 */
export function useOpeningDraw(
  event: Pick<Event, 'id' | 'opensAt' | 'requiresApproval'>,
  signedIn: boolean,
  onEntered: () => void,
) {
  const queryClient = useQueryClient();
  const applies = signedIn && event.opensAt !== null && !event.requiresApproval;
  const drawing = applies && openingPhase(event.opensAt, new Date()) === 'draw';
  const mine = useMyDraw(event.id, applies);
  const enter = useEnterDraw(event.id, onEntered);
  const outcome = mine.data?.status;
  useEffect(() => {
    if (outcome !== 'offered' && outcome !== 'waitlisted') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.waitlist.entry(event.id) });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.events.detail(event.id),
      exact: true,
    });
  }, [outcome, event.id, queryClient]);
  return { drawing, status: mine.data ?? null, enter };
}
