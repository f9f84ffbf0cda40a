import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_TIMINGS, PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { reportInitError, reportUnavailable } from '../lib/payment-toasts.ts';
import { loadStripeJs } from '../lib/stripe-loader.ts';
import { useElapsed } from './use-elapsed.ts';

type StripeState =
  | { phase: 'initializing' }
  | { phase: 'ready'; stripe: Stripe; elements: StripeElements }
  | { phase: 'unavailable' };

/**
 * Loads Stripe.js and mounts its Payment Element for `clientSecret` into `mountRef`: ready once
 * the Element says so, unavailable when Stripe.js cannot load. `slow` turns true after 3 s of
 * initializing; `error` holds what the form says under the card (set by the form too).
 */
export function useStripeElement(publishableKey: string, clientSecret: string) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StripeState>({ phase: 'initializing' });
  const [error, setError] = useState<string | null>(null);
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
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (cancelled) return;
          setState({ phase: 'ready', stripe, elements });
          // the card number is where the payment dialog starts (issue 32, item 22)
          element.focus();
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
  }, [publishableKey, clientSecret]);

  return { mountRef, state, error, setError, slow };
}
