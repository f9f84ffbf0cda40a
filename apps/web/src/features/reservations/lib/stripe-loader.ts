import type { Stripe } from '@stripe/stripe-js';

let loading: { key: string; promise: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js from Stripe's CDN, loaded once per publishable key and only in Stripe mode: the
 * `pure` entry injects no script until it is called (the main entry would on import). A failed
 * load is forgotten so the next attempt tries again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (loading?.key !== publishableKey) {
    const promise = import('@stripe/stripe-js/pure').then(({ loadStripe }) =>
      loadStripe(publishableKey),
    );
    promise.catch(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { key: publishableKey, promise };
  }
  return loading.promise;
}
