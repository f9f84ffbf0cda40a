import { type CardErrorLike, cardErrorMessage } from '@storytable/domain';
import { toast } from '@/lib/toast.ts';
import { PAYMENT_UI_MESSAGES } from './payment-messages.ts';

function destructive(title: string, description: string): string {
  toast({ variant: 'destructive', title, description });
  return description;
}

/** A card problem in the spec's words, as a 'Payment failed' toast; returns the text shown inline. */
export function reportCardError(err: CardErrorLike | string): string {
  return destructive(
    PAYMENT_UI_MESSAGES.PAYMENT_FAILED_TITLE,
    typeof err === 'string' ? err : cardErrorMessage(err),
  );
}

/** The payment could not be set up (intent refused, form not loadable). */
export function reportInitError(message: string): string {
  return destructive(PAYMENT_UI_MESSAGES.INIT_FAILED_TITLE, message);
}

/** Stripe.js did not load. */
export function reportUnavailable(): string {
  return destructive(PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE, PAYMENT_UI_MESSAGES.UNAVAILABLE);
}
