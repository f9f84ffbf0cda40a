import { eventPagePath } from '@storytable/domain';
import { useParams } from 'wouter';
import { AddToCalendar } from '@/features/calendar/components/add-to-calendar.tsx';
import { ShareMenu } from '@/features/events/components/share-menu.tsx';
import { GuestMessages } from '@/features/messages/components/guest-messages.tsx';
import { ReservationLoader } from '@/features/reservations/components/reservation-loader.tsx';
import { ReservationView } from '@/features/reservations/components/reservation-view.tsx';
import { TicketCard } from '@/features/tickets/components/ticket-card.tsx';

/** /reservations/:id (guarded): the owner's reservation; anyone else's reads as not found. */
export function ReservationPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ReservationLoader id={id}>
      {(reservation) => (
        <ReservationView
          reservation={reservation}
          messages={<GuestMessages reservationId={reservation.id} />}
          ticket={<TicketCard reservationId={reservation.id} />}
          calendar={
            <AddToCalendar
              reservationId={reservation.id}
              event={reservation.event}
              address={reservation.address}
            />
          }
          share={
            <div className="space-y-3">
              <p className="text-sm text-muted">
                Seats are few: send a friend the dinner’s page so they can reserve one too.
              </p>
              <ShareMenu
                title={reservation.event.title}
                url={`${window.location.origin}${eventPagePath(reservation.event.id)}`}
              />
            </div>
          }
        />
      )}
    </ReservationLoader>
  );
}
