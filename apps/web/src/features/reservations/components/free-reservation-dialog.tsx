import type { Event } from '@storytable/domain';
import { CancellationTerms } from '@/components/cancellation-terms.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { EventSummary } from './event-summary.tsx';

/** A free dinner (amount 0): no card, only a confirmation (spec section 4). */
export function FreeReservationDialog({
  event,
  open,
  onOpenChange,
  onConfirm,
  pending,
  onCloseAutoFocus,
  approval = false,
}: {
  /** A request to join (decision 068): the host decides, no seat is taken yet. */
  approval?: boolean;
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix's default is what was focused before). */
  onCloseAutoFocus?: (e: globalThis.Event) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        title={approval ? 'Send your request' : 'Confirm Reservation'}
        description={
          approval
            ? 'This dinner is free. The host reads your request and answers within 72 hours.'
            : 'This dinner is free. Confirm to save your seat at the table.'
        }
      >
        <div className="mt-5 space-y-3">
          <EventSummary event={event} />
          <p className="flex items-center justify-between rounded-2xl border border-line px-4 py-2.5 text-sm">
            <span className="font-semibold text-ink">Total</span>
            <span className="font-serif text-lg font-semibold text-ink">Free</span>
          </p>
          <CancellationTerms event={event} className="justify-start" />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            {pending
              ? approval
                ? 'Sending...'
                : 'Reserving...'
              : approval
                ? 'Send request'
                : 'Confirm Reservation'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
