import { type Event, keepsWaitlist } from '@storytable/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useMyWaitlistEntry } from '../api/get-my-entry.ts';
import { WaitlistPanel } from './waitlist-panel.tsx';

/**
 * Gives the reservation flow of a full dinner its waitlist: `panel` replaces 'Sold Out' for a
 * signed-in guest, `heldForMe` turns the reserve button into the claim of a held seat.
 */
export function WithWaitlist({
  event,
  children,
}: {
  event: Event;
  children: (waitlist: { heldForMe: boolean; heldSeats: number; panel: ReactNode }) => ReactNode;
}) {
  const { user } = useCurrentUser();
  const full = event.availableSpots <= 0;
  const guest = user !== null && user.id !== event.hostId && !user.isAdmin;
  const entry = useMyWaitlistEntry(event.id, guest && full && event.status);
  const heldForMe = entry.data?.status === 'offered';
  // the offer holds the whole waiting party's seats (decision 067)
  const heldSeats = heldForMe ? (entry.data?.seats ?? 1) : 0;
  // an approval dinner keeps no line; whoever joined it before still sees their place (decision 068)
  const panel =
    guest && event.status && (keepsWaitlist(event) || entry.data) ? (
      <div className="space-y-2">
        <WaitlistPanel
          event={event}
          entry={entry.data}
          isLoading={entry.isLoading}
          isError={entry.isError}
        />
      </div>
    ) : null;
  return (
    <>
      {heldForMe ? panel : null}
      {children({ heldForMe, heldSeats, panel: heldForMe ? null : panel })}
    </>
  );
}
