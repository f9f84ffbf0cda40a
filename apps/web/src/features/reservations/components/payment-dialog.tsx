import { type Event, formatDollars } from '@storytable/domain';
import { CancellationTerms } from '@/components/cancellation-terms.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { usePaymentStep } from '../hooks/use-payment-step.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';
import {
  IntentErrorPanel,
  PaymentUnavailablePanel,
  PreparingPaymentPanel,
} from './payment-intent-panels.tsx';
import {
  PaymentProcessingPanel,
  PaymentSucceededPanel,
  ReservationFailedPanel,
} from './payment-outcome-panels.tsx';
import { PriceSummary } from './price-summary.tsx';
import { SimulatedCardForm } from './simulated-card-form.tsx';
import { StripePaymentForm } from './stripe-payment-form.tsx';

/** What the dialog shows below the price, for the step's current view. */
function PaymentBody({
  step,
  eventId,
  approval,
}: {
  step: ReturnType<typeof usePaymentStep>;
  eventId: number;
  approval: boolean;
}) {
  switch (step.view) {
    case 'processing':
      return <PaymentProcessingPanel />;
    case 'succeeded':
      return <PaymentSucceededPanel />;
    case 'reservation-failed':
      return <ReservationFailedPanel />;
    case 'preparing':
      return <PreparingPaymentPanel slow={step.slow} />;
    case 'unavailable':
      return <PaymentUnavailablePanel />;
    case 'intent-error':
      return <IntentErrorPanel error={step.intentError} onRetry={step.retry} />;
  }
  if (!step.intent) return null;
  const formProps = {
    intent: step.intent,
    eventId,
    submitLabel: `${approval ? 'Authorize' : 'Pay'} ${formatDollars(step.amount)}`,
    onConfirmed: step.confirmed,
  };
  return step.view === 'stripe-form' && step.publishableKey ? (
    <StripePaymentForm publishableKey={step.publishableKey} {...formProps} />
  ) : (
    <SimulatedCardForm {...formProps} />
  );
}

/**
 * The payment dialog of a paid dinner (spec sections 4 and 9): opening it creates the payment
 * intent (a spinner, and a hint after 5 s), then the card form with price, fee and total. A
 * succeeded payment becomes the reservation through `onPaid`; a payment still processing is
 * confirmed later by email. The client secret is dropped 500 ms after the dialog closes.
 */
export function PaymentDialog({
  event,
  userId,
  open,
  onOpenChange,
  onPaid,
  onCloseAutoFocus,
  answers,
  approval = false,
}: {
  /** A request to join: the card is authorized now and charged only if the host approves. */
  approval?: boolean;
  event: Event;
  answers?: AnswersBody | undefined;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix's default is what was focused before). */
  onCloseAutoFocus?: (e: globalThis.Event) => void;
  /** Makes the reservation with the payment; resolves false when that failed. */
  onPaid: (paymentIntentId: string) => Promise<boolean>;
}) {
  const step = usePaymentStep({ event, userId, open, onPaid, answers, approval });
  const what = step.seats > 1 ? `${step.seats} seats` : 'your seat';
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !step.reserving) && onOpenChange(next)}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        // not its Close button: the dialog itself until the card form shows, which then takes focus
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.target as HTMLElement).focus();
        }}
        title={approval ? 'Request to join' : 'Complete Your Reservation'}
        description={
          approval
            ? `Your card is authorized for ${what} at ${event.title}: you are charged only if the host approves.`
            : `Pay by card to reserve ${what} at ${event.title}.`
        }
      >
        <div className="mt-5 space-y-5">
          <PriceSummary price={step.price} fee={step.fee} total={step.amount} seats={step.seats} />
          <CancellationTerms event={event} className="justify-start" />
          <PaymentBody step={step} eventId={event.id} approval={approval} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
