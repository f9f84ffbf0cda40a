import { PAYMENT_MESSAGES } from '@storytable/domain';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useElapsed } from '../hooks/use-elapsed.ts';
import type { CardFormProps } from '../lib/payment-form-types.ts';
import { FORM_AREA_CLASSES } from '../lib/payment-form-types.ts';
import { PAYMENT_TIMINGS, PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { reportCardError, reportInitError, reportUnavailable } from '../lib/payment-toasts.ts';
import { loadStripeJs } from '../lib/stripe-loader.ts';
import { CardFormFooter } from './card-form-footer.tsx';

type StripeState =
  | { phase: 'initializing' }
  | { phase: 'ready'; stripe: Stripe; elements: StripeElements }
  | { phase: 'unavailable' };

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
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StripeState>({ phase: 'initializing' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const slow = useElapsed(state.phase === 'initializing', PAYMENT_TIMINGS.INIT_WARNING_MS);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setState({ phase: 'initializing' });
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        const node = mountRef.current;
        if (!stripe || !node) {
          setState({ phase: 'unavailable' });
          reportUnavailable();
          return;
        }
        const elements = stripe.elements({ clientSecret: intent.clientSecret });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!cancelled) setState({ phase: 'ready', stripe, elements });
        });
        element.on('loaderror', () => {
          if (!cancelled) setError(reportInitError(PAYMENT_UI_MESSAGES.INIT_FAILED));
        });
        element.mount(node);
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (cancelled) return;
        setState({ phase: 'unavailable' });
        reportUnavailable();
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, intent.clientSecret]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
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
        setError(
          reportCardError({
            type: failure.type,
            code: failure.code ?? null,
            declineCode: failure.decline_code ?? null,
          }),
        );
      } else {
        onConfirmed({ id: paymentIntent.id, status: paymentIntent.status });
      }
    } catch {
      setError(reportCardError(PAYMENT_MESSAGES.FAILED));
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
      <CardFormFooter error={error} busy={submitting} submitLabel={submitLabel} />
    </form>
  );
}
