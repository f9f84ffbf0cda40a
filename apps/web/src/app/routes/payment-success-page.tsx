import { useSearch } from 'wouter';
import {
  CompletePaidReservation,
  InvalidPaymentReturn,
} from '@/features/reservations/components/payment-return.tsx';
import { parsePaymentReturn } from '@/features/reservations/lib/payment-return.ts';

/** /payment-success: where the card payment provider sends the browser back (spec section 2). */
export function PaymentSuccessPage() {
  const payment = parsePaymentReturn(useSearch());
  if (!payment) return <InvalidPaymentReturn />;
  return (
    <CompletePaidReservation
      key={`${payment.eventId}:${payment.paymentIntentId}`}
      payment={payment}
    />
  );
}
