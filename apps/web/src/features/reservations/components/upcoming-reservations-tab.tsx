import { CalendarHeart } from 'lucide-react';
import { Link } from 'wouter';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useReservations } from '../api/get-reservations.ts';
import { upcomingReservations } from '../lib/reservation-lists.ts';
import { CancelledReservations } from './cancelled-reservations.tsx';
import { ReservationItem } from './reservation-item.tsx';

export function UpcomingReservationsTab() {
  const q = useReservations();
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
        <CancelledReservations />
      </div>
    );
  return (
    <div className="space-y-6">
      <ul className="space-y-3">
        {upcoming.map((r) => (
          <ReservationItem key={r.id} reservation={r} />
        ))}
      </ul>
      <CancelledReservations />
    </div>
  );
}
