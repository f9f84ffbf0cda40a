import {
  CONTACT_EMAIL,
  formatEventLongDate,
  formatEventTime,
  type Reservation,
} from '@storytable/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { serverMessageOr } from '@/lib/api-error.ts';
import {
  PAID_RESERVATION_FALLBACK_ERROR,
  useCreateReservation,
} from '../api/create-reservation.ts';
import type { PaymentReturn } from '../lib/payment-return.ts';
import { ReturnCard } from './return-card.tsx';

export const INVALID_PAYMENT_INFORMATION = 'Invalid payment information';

function Confirmed({ reservation }: { reservation: Reservation }) {
  const { event } = reservation;
  return (
    <ReturnCard
      tone="success"
      title="Payment Successful!"
      actions={
        <Link href="/profile" className={buttonClasses('primary')}>
          View my reservations
        </Link>
      }
    >
      <p>
        Your seat at <strong className="text-ink">{event.title}</strong> is confirmed.
      </p>
      <p>
        {formatEventLongDate(event.dateTime, event.timeZone)} at{' '}
        {formatEventTime(event.dateTime, event.timeZone)} · {event.restaurantName}, {event.city}
      </p>
    </ReturnCard>
  );
}

/**
 * Back from the card payment provider with a succeeded payment: the reservation is made with it
 * (once, even if the page renders again), then confirmed or explained.
 */
export function CompletePaidReservation({ payment }: { payment: PaymentReturn }) {
  const complete = useCreateReservation();
  const started = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(payment);
  }, [mutate, payment]);

  if (complete.isSuccess) return <Confirmed reservation={complete.data} />;
  if (complete.isError) {
    return (
      <ReturnCard tone="error" title="Payment Error">
        <p role="alert" className="font-medium text-red-800">
          {serverMessageOr(PAID_RESERVATION_FALLBACK_ERROR)(complete.error)}
        </p>
        <p className="text-sm">
          If your card was charged, write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-700 underline">
            {CONTACT_EMAIL}
          </a>{' '}
          and we will sort it out.
        </p>
      </ReturnCard>
    );
  }
  return (
    <ReturnCard tone="processing" title="Processing your payment">
      <p>Your payment went through. We're saving your seat; this only takes a moment.</p>
    </ReturnCard>
  );
}

/** The return address lacks what a succeeded payment leaves in it. */
export function InvalidPaymentReturn() {
  return (
    <ReturnCard tone="error" title="Payment Error">
      <p role="alert" className="font-medium text-red-800">
        {INVALID_PAYMENT_INFORMATION}
      </p>
      <p className="text-sm">
        This page is reached after paying for a seat. If you just paid, check your reservations on
        your profile.
      </p>
    </ReturnCard>
  );
}
