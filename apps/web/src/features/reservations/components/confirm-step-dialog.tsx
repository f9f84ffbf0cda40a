import type { Event } from '@storytable/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { EventSummary } from './event-summary.tsx';

/** What every confirm-only step of the booking flow is given by the flow. */
export interface ConfirmStepProps {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix's default is what was focused before). */
  onCloseAutoFocus?: (e: globalThis.Event) => void;
  onConfirm: () => void;
  pending: boolean;
}

/**
 * A booking step that takes no card, only a yes: the dinner, what the step means, Cancel and the
 * action. It cannot be closed while the request is on its way.
 */
export function ConfirmStepDialog({
  event,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onConfirm,
  pending,
  title,
  description,
  action,
  pendingAction,
  children,
}: ConfirmStepProps & {
  title: string;
  description: string;
  action: string;
  pendingAction: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        title={title}
        description={description}
      >
        <div className="mt-5 space-y-3">
          <EventSummary event={event} />
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
