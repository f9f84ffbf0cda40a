import { guestCancellationTerms, type ReservationDetail } from '@storytable/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CancelSeatDialog } from './cancel-seat-dialog.tsx';

/**
 * The party on a reservation's page (decision 067): who comes, and a way to cancel one
 * companion's seat while the guest may still cancel. The booker's seat goes with the whole
 * reservation, so it has no button here.
 */
export function PartySeats({ reservation }: { reservation: ReservationDetail }) {
  const [seat, setSeat] = useState<{ position: number; name: string } | null>(null);
  const companions = reservation.answers.seats.filter((s) => s.position > 0);
  const cancellable =
    reservation.status &&
    reservation.seats > 1 &&
    guestCancellationTerms(reservation.event, reservation.createdAt).allowed;
  return (
    <div className="space-y-3">
      <p className="text-ink" data-testid="party-size">
        Party of {reservation.seats}
      </p>
      {companions.length ? (
        <ul className="space-y-2">
          {companions.map((c) => (
            <li
              key={c.position}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3"
            >
              <span className="font-medium text-ink">{c.name}</span>
              {cancellable ? (
                <Button
                  variant="secondary"
                  onClick={() => setSeat({ position: c.position, name: c.name })}
                >
                  Cancel {c.name}’s seat
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <CancelSeatDialog
        reservation={reservation}
        seat={seat}
        onOpenChange={(open) => !open && setSeat(null)}
      />
    </div>
  );
}
