import { CalendarHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useReservations } from '../api/get-reservations.ts';
import { upcomingReservations } from '../lib/reservation-lists.ts';
import { forgetReservedInHistory, reservedIdFromHistory } from '../lib/reserved-state.ts';
import { CancelledReservations } from './cancelled-reservations.tsx';
import { PendingRequests } from './pending-requests.tsx';
import { ReservationItem } from './reservation-item.tsx';
import { ReservedConfirmation } from './reserved-confirmation.tsx';

/**
 * The guest's upcoming seats. Reached by reserving (decision 011), it first confirms the seat just
 * made, focused so that it is read out.
 */
export function UpcomingReservationsTab() {
  const q = useReservations();
  const [reservedId] = useState(reservedIdFromHistory);
  useEffect(forgetReservedInHistory, []);
  if (q.isPending) return <TabLoading label="Loading your reservations" />;
  if (q.isError)
    return (
      <TabError
        error={q.error}
        fallback="Failed to fetch reservations"
        onRetry={() => q.refetch()}
      />
    );
  const upcoming = upcomingReservations(q.data);
  if (upcoming.length === 0)
    return (
      <div className="space-y-6">
        <TabEmpty
          icon={CalendarHeart}
          title="No upcoming dinners"
          action={
            <Link href="/events" className={buttonClasses('primary', 'sm')}>
              Browse Events
            </Link>
          }
        >
          When you reserve a seat, it shows up here.
        </TabEmpty>
        <PendingRequests />
        <CancelledReservations />
      </div>
    );
  const justReserved = upcoming.find((r) => r.id === reservedId);
  return (
    <div className="space-y-6">
      <PendingRequests />
      {justReserved ? (
        <ReservedConfirmation
          reservationId={justReserved.id}
          eventTitle={justReserved.event.title}
          autoFocus
        />
      ) : null}
      <ul className="space-y-3">
        {upcoming.map((r) => (
          <ReservationItem key={r.id} reservation={r} />
        ))}
      </ul>
      <CancelledReservations />
    </div>
  );
}
