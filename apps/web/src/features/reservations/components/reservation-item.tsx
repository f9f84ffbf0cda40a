import { formatDollars, type Reservation, reservationPagePath } from '@storytable/domain';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { EventFacts } from '@/components/event-facts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { cancellationBlockedReason } from '../lib/reservation-lists.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';

/**
 * One upcoming reservation: its page, and its Cancel control (disabled inside the cancellation
 * cutoff, with the reason).
 */
export function ReservationItem({ reservation }: { reservation: Reservation }) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const blocked = cancellationBlockedReason(reservation);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-3">
        <Badge tone={reservation.status ? 'green' : 'yellow'}>
          {reservation.status ? 'Confirmed' : 'Pending'}
        </Badge>
        <EventFacts event={reservation.event} />
        <p className="text-sm text-muted">
          {reservation.seats > 1 ? `${reservation.seats} seats · ` : ''}
          {reservation.amountPaid > 0 ? `Paid ${formatDollars(reservation.amountPaid)}` : 'Free'}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:max-w-64 sm:items-end sm:text-right">
        <Link
          href={reservationPagePath(reservation.id)}
          aria-label={`View reservation for ${reservation.event.title}`}
          className={buttonClasses('primary', 'sm')}
        >
          View reservation
        </Link>
        <Button
          variant="secondary"
          size="sm"
          disabled={blocked !== null}
          aria-label={`Cancel reservation for ${reservation.event.title}`}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => setConfirming(true)}
        >
          Cancel
        </Button>
        {blocked ? (
          <p id={reasonId} className="text-xs leading-5 text-muted">
            {blocked}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <CancelReservationDialog
          reservation={reservation}
          open={confirming}
          onOpenChange={setConfirming}
        />
      ) : null}
    </li>
  );
}
