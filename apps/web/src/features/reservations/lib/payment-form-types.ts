import type { PaymentIntentResponse } from '@storytable/domain';

/** Where a confirmed card payment stands, as Stripe reports it. */
export interface ConfirmedPayment {
  id: string;
  status: string;
}

/** What both card forms (Stripe's Payment Element and the simulated one) take. */
export interface CardFormProps {
  intent: PaymentIntentResponse;
  eventId: number;
  /** The pay button's text ('Pay $47.55'). */
  submitLabel: string;
  onConfirmed: (payment: ConfirmedPayment) => void;
}

/** The card fields' box: at most 300 px tall, scrolling beyond (spec section 9, Payment UI). */
export const FORM_AREA_CLASSES = 'max-h-[300px] overflow-y-auto';
