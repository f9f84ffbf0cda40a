import type { Event } from '@storytable/domain';
import { lazy, Suspense } from 'react';
import type { AnswersBody } from '../lib/booking-answers.ts';
import { DrawEntryDialog } from './draw-entry-dialog.tsx';
import { FreeReservationDialog } from './free-reservation-dialog.tsx';

// The card form and its checks (zod, the payment provider's script) load when a signed-in guest
// is on a paid dinner, not with the page: a visitor's dinner page starts without them (decision 047)
const PaymentDialog = lazy(async () => ({
  default: (await import('./payment-dialog.tsx')).PaymentDialog,
}));

/**
 * The booking flow's last step: entering the first minute's draw (decision 072), the card for a
 * paid dinner, or the free confirmation; on a dinner that approves its guests the card authorizes
 * and the confirmation sends the request (`onSendRequest`, decision 068).
 */
export function ReserveStepDialog({
  event,
  userId,
  open,
  onOpenChange,
  onCloseAutoFocus,
  answers,
  drawing,
  onEnterDraw,
  onSendRequest,
  onRequestAuthorized,
  onReserve,
  pending,
  drawPending,
}: {
  event: Event;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (e: globalThis.Event) => void;
  answers: AnswersBody | undefined;
  drawing: boolean;
  onEnterDraw: () => void;
  /** Set on a dinner that approves its guests: the request instead of a seat. */
  onSendRequest: (() => void) | undefined;
  /** Both resolve whether the seat or the request was made (the card dialog waits on it). */
  onRequestAuthorized: () => Promise<boolean>;
  onReserve: (paymentIntentId: string | undefined) => Promise<boolean>;
  pending: boolean;
  drawPending: boolean;
}) {
  const approval = onSendRequest !== undefined;
  if (drawing) {
    return (
      <DrawEntryDialog
        event={event}
        open={open}
        onOpenChange={onOpenChange}
        onConfirm={onEnterDraw}
        pending={drawPending}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    );
  }
  if (event.price > 0) {
    return (
      <Suspense fallback={null}>
        <PaymentDialog
          event={event}
          userId={userId}
          open={open}
          onOpenChange={onOpenChange}
          answers={answers}
          approval={approval}
          onPaid={(paymentIntentId) =>
            approval ? onRequestAuthorized() : onReserve(paymentIntentId)
          }
          onCloseAutoFocus={onCloseAutoFocus}
        />
      </Suspense>
    );
  }
  return (
    <FreeReservationDialog
      event={event}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={() => (onSendRequest ? onSendRequest() : void onReserve(undefined))}
      pending={pending}
      approval={approval}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
