import { type Event, PAYMENT_MESSAGES, priceOfSeats } from '@storytable/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentIntentErrorMessage, useCreatePaymentIntent } from '../api/create-payment-intent.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import type { AnswersBody } from '../lib/booking-answers.ts';
import type { ConfirmedPayment } from '../lib/payment-form-types.ts';
import { PAYMENT_TIMINGS } from '../lib/payment-messages.ts';
import { reportCardError, reportInitError } from '../lib/payment-toasts.ts';
import { type PaymentPhase, paymentView } from '../lib/payment-view.ts';
import { useElapsed } from './use-elapsed.ts';

/**
 * The payment dialog's work: opening it asks for the payment intent (and the payments config),
 * a confirmed card moves it to processing or succeeded, and a succeeded payment becomes the
 * reservation through `onPaid`. The client secret is dropped 500 ms after it closes.
 */
export function usePaymentStep({
  event,
  userId,
  open,
  onPaid,
  answers,
  approval = false,
}: {
  event: Pick<Event, 'id' | 'price'>;
  /** A request to join (decision 068): the card is authorized, charged only on approval. */
  approval?: boolean;
  userId: number;
  open: boolean;
  /** The booking's answers: they ride on the payment to the reservation it makes (decision 060). */
  answers?: AnswersBody | undefined;
  onPaid: (paymentIntentId: string) => Promise<boolean>;
}) {
  const seats = answers?.seats?.length ?? 1;
  const { total, fee } = priceOfSeats(event.price, seats);
  const config = usePaymentsConfig(open);
  const intent = useCreatePaymentIntent(approval ? { price: event.price } : undefined);
  const { mutate: createIntent, reset: clearIntent } = intent;
  const [phase, setPhase] = useState<PaymentPhase>('form');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // reopened within 500 ms, the last opening's intent is still held: the form waits for this
  // opening's own, rather than show the old one and swap it under the guest's typing
  const [answered, setAnswered] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAnswered(false);
  }

  const start = useCallback(
    () =>
      createIntent(
        { eventId: event.id, amount: total, userId, ...answers },
        {
          onError: (e) => reportInitError(paymentIntentErrorMessage(e)),
          onSettled: () => setAnswered(true),
        },
      ),
    [createIntent, event.id, total, userId, answers],
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
  const creating = intent.isIdle || intent.isPending || config.isPending || !answered;
  const slow = useElapsed(open && creating, PAYMENT_TIMINGS.SLOW_HINT_MS);

  const confirmed = async (payment: ConfirmedPayment) => {
    if (payment.status === 'processing') {
      setPhase('processing');
      return;
    }
    const authorized = approval && payment.status === 'requires_capture';
    if (payment.status !== 'succeeded' && !authorized) {
      reportCardError(PAYMENT_MESSAGES.FAILED);
      return;
    }
    setPhase('succeeded');
    if (!(await onPaid(payment.id))) setPhase('reservation-failed');
  };

  return {
    view: paymentView({
      phase,
      creating,
      configFailed: config.isError,
      intentReady: !intent.isError && intent.data !== undefined,
      config: config.data,
    }),
    /** The intent has been asked for longer than the slow hint's delay. */
    slow,
    /** Asks for the intent again (after a failure). */
    retry: start,
    confirmed,
    intent: intent.data,
    intentError: intent.error,
    publishableKey: config.data?.publishableKey ?? null,
    /** The seat is being made with a succeeded payment: the dialog stays open. */
    reserving: phase === 'succeeded',
    /** The intent's figures once it is made (the server's word), the domain's until then. */
    amount: intent.data?.amount ?? total,
    price: intent.data?.price ?? event.price,
    fee: intent.data?.fee ?? fee,
    /** The party's seats the payment is for (decision 063). */
    seats,
  };
}
