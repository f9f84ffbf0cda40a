import { CancellationTerms } from '@/components/cancellation-terms.tsx';
import { ConfirmStepDialog, type ConfirmStepProps } from './confirm-step-dialog.tsx';

/** A free dinner (amount 0): no card, only a confirmation (spec section 4). */
export function FreeReservationDialog({
  approval = false,
  ...step
}: ConfirmStepProps & {
  /** A request to join (decision 068): the host decides, no seat is taken yet. */
  approval?: boolean;
}) {
  return (
    <ConfirmStepDialog
      {...step}
      title={approval ? 'Send your request' : 'Confirm Reservation'}
      description={
        approval
          ? 'This dinner is free. The host reads your request and answers within 72 hours.'
          : 'This dinner is free. Confirm to save your seat at the table.'
      }
      action={approval ? 'Send request' : 'Confirm Reservation'}
      pendingAction={approval ? 'Sending...' : 'Reserving...'}
    >
      <p className="flex items-center justify-between rounded-2xl border border-line px-4 py-2.5 text-sm">
        <span className="font-semibold text-ink">Total</span>
        <span className="font-serif text-lg font-semibold text-ink">Free</span>
      </p>
      <CancellationTerms event={step.event} className="justify-start" />
    </ConfirmStepDialog>
  );
}
