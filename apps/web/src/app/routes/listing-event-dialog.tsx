import type { Event } from '@storytable/domain';
import { EventDialog } from '@/features/events/components/event-dialog.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { BeforeOpening } from '@/features/openings/components/before-opening.tsx';
import { ReservationFlow } from '@/features/reservations/components/reservation-flow.tsx';
import { WithWaitlist } from '@/features/waitlist/components/with-waitlist.tsx';

/**
 * The dialog a card of /events opens, with the host's follow button and the reservation flow.
 * A chunk of its own (events-page loads it on the first press on a card): the reservation flow
 * validates with the domain's zod schemas, which the listing itself never needs.
 */
export default function ListingEventDialog({
  event,
  open,
  onOpenChange,
}: {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <EventDialog
      event={event}
      open={open}
      onOpenChange={onOpenChange}
      follow={(e) => <FollowButton hostId={e.hostId} hostName={e.host.name} />}
      reserve={(e, close) => (
        <BeforeOpening event={e}>
          <WithWaitlist event={e}>
            {({ heldForMe, heldSeats, panel }) => (
              <ReservationFlow
                event={e}
                onAuthDialog={close}
                heldForMe={heldForMe}
                heldSeats={heldSeats}
                whenFull={panel}
              />
            )}
          </WithWaitlist>
        </BeforeOpening>
      )}
    />
  );
}
