import { cardErrorMessage, PAYMENT_MESSAGES } from '@storytable/domain';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useStripeElement } from '../hooks/use-stripe-element.ts';
import type { CardFormProps } from '../lib/payment-form-types.ts';
import { FORM_AREA_CLASSES } from '../lib/payment-form-types.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { CardFormFooter } from './card-form-footer.tsx';

/**
 * Stripe mode: Stripe's Payment Element for the intent's client secret, confirmed with
 * `confirmPayment` (a redirect only when the card needs one; the return page is
 * /payment-success). Until the Element is ready, paying says the system is initializing; after
 * 3 s of that, a warning suggests refreshing.
 */
export function StripePaymentForm({
  publishableKey,
  intent,
  eventId,
  submitLabel,
  onConfirmed,
}: CardFormProps & { publishableKey: string }) {
  const { mountRef, state, error, setError, slow } = useStripeElement(
    publishableKey,
    intent.clientSecret,
  );
  const [submitting, setSubmitting] = useState(false);
  // the error under the form is a refused payment (not the form loading)
  const [failed, setFailed] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setFailed(false);
    if (state.phase !== 'ready') {
      setError(
        state.phase === 'unavailable'
          ? PAYMENT_UI_MESSAGES.UNAVAILABLE
          : PAYMENT_UI_MESSAGES.INITIALIZING,
      );
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { error: failure, paymentIntent } = await state.stripe.confirmPayment({
        elements: state.elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}/payment-success?eventId=${eventId}&timestamp=${Date.now()}`,
        },
      });
      if (failure) {
        setFailed(true);
        setError(
          cardErrorMessage({
            type: failure.type,
            code: failure.code ?? null,
            declineCode: failure.decline_code ?? null,
          }),
        );
      } else {
        onConfirmed({ id: paymentIntent.id, status: paymentIntent.status });
      }
    } catch {
      setFailed(true);
      setError(PAYMENT_MESSAGES.FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className={cn(FORM_AREA_CLASSES, 'min-h-24 p-0.5')}>
        {state.phase === 'initializing' ? (
          <div role="status" className="flex items-center gap-2 py-4 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
            Loading secure card form...
          </div>
        ) : null}
        {state.phase === 'unavailable' ? (
          <div role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm text-danger">
            <p className="font-semibold">{PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE}</p>
            <p className="mt-1">{PAYMENT_UI_MESSAGES.UNAVAILABLE}</p>
          </div>
        ) : null}
        <div ref={mountRef} />
      </div>
      {slow ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {PAYMENT_UI_MESSAGES.INITIALIZING_SLOW}
        </p>
      ) : null}
      <CardFormFooter
        error={error}
        errorTitle={failed ? PAYMENT_UI_MESSAGES.PAYMENT_FAILED_TITLE : undefined}
        busy={submitting}
        submitLabel={submitLabel}
      />
    </form>
  );
}
