import {
  CONTACT_EMAIL,
  type Event,
  formatDollars,
  PAYMENT_MESSAGES,
  totalWithFee,
} from '@storytable/domain';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { paymentIntentErrorMessage, useCreatePaymentIntent } from '../api/create-payment-intent.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { useElapsed } from '../hooks/use-elapsed.ts';
import type { ConfirmedPayment } from '../lib/payment-form-types.ts';
import { PAYMENT_TIMINGS, PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { reportCardError, reportInitError } from '../lib/payment-toasts.ts';
import { PriceSummary } from './price-summary.tsx';
import { SimulatedCardForm } from './simulated-card-form.tsx';
import { StripePaymentForm } from './stripe-payment-form.tsx';

/** After the card: the provider is still processing it, it succeeded, or the seat could not be made. */
type Phase = 'form' | 'processing' | 'succeeded' | 'reservation-failed';

function StatusPanel({
  icon,
  title,
  children,
  role = 'status',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div role={role} className="flex items-start gap-3 rounded-2xl bg-cream p-4">
      {icon}
      <div className="min-w-0 text-sm leading-6">
        <p className="font-semibold text-ink">{title}</p>
        <div className="text-muted">{children}</div>
      </div>
    </div>
  );
}

function CloseButton() {
  return (
    <div className="flex justify-end">
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
    </div>
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
}: {
  event: Event;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix's default is what was focused before). */
  onCloseAutoFocus?: (e: globalThis.Event) => void;
  /** Makes the reservation with the payment; resolves false when that failed. */
  onPaid: (paymentIntentId: string) => Promise<boolean>;
}) {
  const total = totalWithFee(event.price);
  const config = usePaymentsConfig(open);
  const intent = useCreatePaymentIntent();
  const { mutate: createIntent, reset: clearIntent } = intent;
  const [phase, setPhase] = useState<Phase>('form');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const start = useCallback(
    () =>
      createIntent(
        { eventId: event.id, amount: total, userId },
        { onError: (e) => reportInitError(paymentIntentErrorMessage(e)) },
      ),
    [createIntent, event.id, total, userId],
  );

  useEffect(() => {
    if (!open) return;
    clearTimeout(clearTimer.current);
    setPhase('form');
    start();
    return () => {
      clearTimer.current = setTimeout(clearIntent, PAYMENT_TIMINGS.CLEAR_SECRET_MS);
    };
  }, [open, start, clearIntent]);

  // idle: the dialog has just opened and the intent is being asked for
  const creating = intent.isIdle || intent.isPending || config.isPending;
  const slow = useElapsed(open && creating, PAYMENT_TIMINGS.SLOW_HINT_MS);

  const confirmed = async (payment: ConfirmedPayment) => {
    if (payment.status === 'processing') {
      setPhase('processing');
      return;
    }
    if (payment.status !== 'succeeded') {
      reportCardError(PAYMENT_MESSAGES.FAILED);
      return;
    }
    setPhase('succeeded');
    if (!(await onPaid(payment.id))) setPhase('reservation-failed');
  };

  const reserving = phase === 'succeeded';
  const amount = intent.data?.amount ?? total;
  const price = intent.data?.price ?? event.price;

  let body: ReactNode;
  if (phase === 'processing') {
    body = (
      <>
        <StatusPanel
          icon={<Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />}
          title="Payment processing"
        >
          {PAYMENT_UI_MESSAGES.PROCESSING}
        </StatusPanel>
        <CloseButton />
      </>
    );
  } else if (phase === 'succeeded') {
    body = (
      <StatusPanel
        icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />}
        title={PAYMENT_UI_MESSAGES.SUCCEEDED}
      >
        <span className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {PAYMENT_UI_MESSAGES.CONFIRMING}
        </span>
      </StatusPanel>
    );
  } else if (phase === 'reservation-failed') {
    body = (
      <>
        <StatusPanel
          role="alert"
          icon={<CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />}
          title={PAYMENT_UI_MESSAGES.RESERVATION_AFTER_PAYMENT_FAILED_TITLE}
        >
          Your seat could not be confirmed. Please contact support at{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>{' '}
          and we will sort it out.
        </StatusPanel>
        <CloseButton />
      </>
    );
  } else if (creating) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
        <p className="text-sm font-medium text-ink">{PAYMENT_UI_MESSAGES.PREPARING}</p>
        {slow ? <p className="text-sm text-muted">{PAYMENT_UI_MESSAGES.PREPARING_SLOW}</p> : null}
      </div>
    );
  } else if (config.isError) {
    body = (
      <StatusPanel role="alert" icon={null} title={PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE}>
        {PAYMENT_UI_MESSAGES.UNAVAILABLE}
      </StatusPanel>
    );
  } else if (intent.isError || !intent.data || !config.data) {
    body = (
      <div className="space-y-4">
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger"
        >
          {paymentIntentErrorMessage(intent.error)}
        </p>
        <Button variant="secondary" className="w-full" onClick={start}>
          Try again
        </Button>
      </div>
    );
  } else {
    const formProps = {
      intent: intent.data,
      eventId: event.id,
      submitLabel: `Pay ${formatDollars(amount)}`,
      onConfirmed: confirmed,
    };
    const key = config.data.publishableKey;
    body =
      config.data.paymentsMode === 'stripe' ? (
        key ? (
          <StripePaymentForm publishableKey={key} {...formProps} />
        ) : (
          <StatusPanel role="alert" icon={null} title={PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE}>
            {PAYMENT_UI_MESSAGES.UNAVAILABLE}
          </StatusPanel>
        )
      ) : (
        <SimulatedCardForm {...formProps} />
      );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !reserving) && onOpenChange(next)}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        title="Complete Your Reservation"
        description={`Pay by card to reserve your seat at ${event.title}.`}
      >
        <div className="mt-5 space-y-5">
          <PriceSummary price={price} total={amount} />
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}
