import { type Event, managesDinner } from '@storytable/domain';
import { useParams } from 'wouter';
import { EventAddress } from '@/features/events/components/event-address.tsx';
import { EventDetail } from '@/features/events/components/event-detail.tsx';
import { EventLoader } from '@/features/events/components/event-loader.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { GuestListLink } from '@/features/guest-list/components/guest-list-link.tsx';
import { NoteToHostForm } from '@/features/host-notes/components/note-to-host-form.tsx';
import { BeforeOpening } from '@/features/openings/components/before-opening.tsx';
import { RequestsLink } from '@/features/requests/components/requests-link.tsx';
import {
  hasActiveReservation,
  useAttendance,
  useReservations,
} from '@/features/reservations/api/get-reservations.ts';
import { ReservationFlow } from '@/features/reservations/components/reservation-flow.tsx';
import { EventReviews } from '@/features/reviews/components/event-reviews.tsx';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';
import { WithWaitlist } from '@/features/waitlist/components/with-waitlist.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';

/** The review form and the private note to the host, told what the user's reservations say. */
function EventReviewForm({ event }: { event: Event }) {
  const { user } = useCurrentUser();
  const attendance = useAttendance(event.id, user !== null);
  return (
    <>
      <ReviewForm event={event} attendance={attendance} />
      <NoteToHostForm event={event} attendance={attendance} />
    </>
  );
}

/** The street address, for the dinner's confirmed guests, its host and admins (decision 047). */
function AddressForGuests({ event }: { event: Event }) {
  const { user } = useCurrentUser();
  const reservations = useReservations(user !== null);
  const maySee =
    user !== null &&
    (managesDinner(user, event) || hasActiveReservation(reservations.data, event.id));
  return <EventAddress eventId={event.id} enabled={maySee} />;
}

/** The host of the dinner reaches its guest list from its page (decision 053). */
function GuestListForHost({ event }: { event: Event }) {
  const { user } = useCurrentUser();
  if (user?.id !== event.hostId) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4">
      <p className="text-sm text-muted">
        See who is coming, print the list for the restaurant or download it.
      </p>
      <div className="flex flex-wrap gap-2">
        <GuestListLink eventId={event.id} title={event.title} />
        {event.requiresApproval ? <RequestsLink eventId={event.id} title={event.title} /> : null}
      </div>
    </div>
  );
}

/** /event/:id and /events/:id (spec section 2). */
export function EventDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <EventLoader id={id}>
      {(event) => (
        <EventDetail
          event={event}
          follow={<FollowButton hostId={event.hostId} hostName={event.host.name} />}
          reserve={
            <BeforeOpening event={event}>
              <WithWaitlist event={event}>
                {({ heldForMe, heldSeats, panel }) => (
                  <ReservationFlow
                    event={event}
                    successPath="/profile"
                    heldForMe={heldForMe}
                    heldSeats={heldSeats}
                    whenFull={panel}
                  />
                )}
              </WithWaitlist>
            </BeforeOpening>
          }
          reviews={
            <>
              <GuestListForHost event={event} />
              <AddressForGuests event={event} />
              <EventReviews eventId={event.id} host={{ id: event.hostId, name: event.host.name }} />
              <EventReviewForm event={event} />
            </>
          }
        />
      )}
    </EventLoader>
  );
}
