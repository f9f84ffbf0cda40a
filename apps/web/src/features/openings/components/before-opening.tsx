import { type Event, openingPhase } from '@storytable/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { OpeningCountdown } from '@/components/opening-countdown.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { NotifyMeButton } from './notify-me-button.tsx';

/**
 * Until the dinner opens for booking (decision 071), its booking is replaced by when it opens, a
 * countdown and 'Notify me'. When the countdown ends the event is read again and `children`
 * (the booking) shows.
 */
export function BeforeOpening({ event, children }: { event: Event; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  if (opened || !event.opensAt || openingPhase(event.opensAt, new Date()) !== 'before') {
    return <>{children}</>;
  }
  return (
    <div className="space-y-4">
      <OpeningCountdown
        opensAt={event.opensAt}
        timeZone={event.timeZone}
        onOpened={() => {
          setOpened(true);
          void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(event.id) });
        }}
      />
      <NotifyMeButton eventId={event.id} />
    </div>
  );
}
