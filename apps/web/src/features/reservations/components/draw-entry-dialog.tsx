import type { Event } from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { EventSummary } from './event-summary.tsx';

/** The first minute after a dinner opens: asking enters the draw, nobody pays yet (decision 072). */
export function DrawEntryDialog({
  event,
  open,
  onOpenChange,
  onConfirm,
  pending,
  onCloseAutoFocus,
}: {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (e: globalThis.Event) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        title="Enter the draw"
        description="This dinner has just opened. Everyone who asks in its first minute is drawn in random order, not by who clicked first."
      >
        <div className="mt-5 space-y-3">
          <EventSummary event={event} />
          <p className="text-sm text-ink">
            {event.price > 0
              ? 'If you are drawn, we hold your seats for 10 minutes while you pay. Nothing is charged now.'
              : 'If you are drawn, we hold your seats for 10 minutes while you confirm.'}
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Entering...' : 'Enter the draw'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
