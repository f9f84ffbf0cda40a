import { type Event, formatEventLongDate } from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { useCancelEvent } from '../api/cancel-event.ts';

/** Asks a host before cancelling an event, saying what happens to the guests if there are any. */
export function CancelEventDialog({
  event,
  open,
  onOpenChange,
}: {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelEvent();
  const booked = Math.max(0, event.capacity - event.availableSpots);
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent
        title="Cancel Event"
        description={`Are you sure you want to cancel “${event.title}” on ${formatEventLongDate(event.dateTime, event.timeZone)}?`}
      >
        <p className="mt-4 rounded-2xl bg-cream p-4 text-sm leading-6 text-ink">
          {booked === 0
            ? 'No guest has reserved a seat yet: the event will be taken off the listings.'
            : `The event will be taken off the listings and every reservation cancelled. ${booked} ${booked === 1 ? 'guest has' : 'guests have'} reserved a seat; each will be told by email${event.price > 0 ? ', and those who paid refunded in full' : ''}.`}{' '}
          This cannot be undone.
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep Event
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(event.id, { onSuccess: () => onOpenChange(false) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Event'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
