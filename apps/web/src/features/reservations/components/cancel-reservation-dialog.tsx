import {
  cancellationOutcomeText,
  formatEventLongDate,
  formatEventTime,
  guestCancellationTerms,
  type Reservation,
} from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { useCancelReservation } from '../api/cancel-reservation.ts';

/**
 * Asks before cancelling a reservation (spec section 2, Dialogs), saying what comes back as the
 * server will decide it: the same refund rule on the dinner's policy (decision 057).
 */
export function CancelReservationDialog({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelReservation();
  const { event } = reservation;
  const terms = guestCancellationTerms(event, reservation.createdAt);
  const when = `${formatEventLongDate(event.dateTime, event.timeZone)} at ${formatEventTime(event.dateTime, event.timeZone)}`;
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent
        title="Cancel Reservation"
        description={`Are you sure you want to cancel your seat at “${event.title}” on ${when}?`}
      >
        <p className="mt-4 rounded-2xl bg-cream p-4 text-sm leading-6 text-ink">
          {cancellationOutcomeText(terms, reservation.amountPaid, event.refundPolicy)} Your seat
          will be offered to other guests.
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep Reservation
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(reservation.id, { onSuccess: () => onOpenChange(false) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Reservation'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
