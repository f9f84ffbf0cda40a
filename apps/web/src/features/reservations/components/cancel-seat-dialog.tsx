import {
  guestCancellationTerms,
  type ReservationDetail,
  seatCancellationOutcomeText,
} from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { useCancelSeat } from '../api/cancel-seat.ts';

/**
 * Asks before one companion's seat is cancelled (decision 067), saying what comes back as the
 * server will decide it: the seat's share under the dinner's refund rule.
 */
export function CancelSeatDialog({
  reservation,
  seat,
  onOpenChange,
}: {
  reservation: ReservationDetail;
  /** The companion whose seat goes; null keeps the dialog closed. */
  seat: { position: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelSeat(reservation.id);
  const { event } = reservation;
  const terms = guestCancellationTerms(event, reservation.createdAt);
  const outcome = seatCancellationOutcomeText(
    terms,
    reservation.paidRemaining,
    reservation.seats,
    event.refundPolicy,
  );
  const name = seat?.name ?? '';
  return (
    <Dialog open={seat !== null} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent
        title={`Cancel ${name}’s seat`}
        description={`${name} will no longer come to “${event.title}”. Your reservation keeps ${reservation.seats - 1} ${reservation.seats - 1 === 1 ? 'seat' : 'seats'}.`}
      >
        <p className="mt-4 rounded-2xl bg-cream p-4 text-sm leading-6 text-ink">
          {outcome} The seat will be offered to other guests.
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep the seat
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending || !seat}
            onClick={() =>
              seat && cancel.mutate(seat.position, { onSuccess: () => onOpenChange(false) })
            }
          >
            {cancel.isPending ? 'Cancelling...' : `Cancel ${name}’s seat`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
