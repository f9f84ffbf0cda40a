import {
  CONTACT_EMAIL,
  formatEventLongDate,
  formatEventTime,
  type Reservation,
} from '@storytable/domain';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { serverMessageOr } from '@/lib/api-error.ts';
import { cn } from '@/lib/cn.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import {
  PAID_RESERVATION_FALLBACK_ERROR,
  useCreateReservation,
} from '../api/create-reservation.ts';
import type { PaymentReturn } from '../lib/payment-return.ts';

export const INVALID_PAYMENT_INFORMATION = 'Invalid payment information';

type Tone = 'processing' | 'success' | 'error';

const ICONS: Record<Tone, ReactNode> = {
  processing: <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />,
  success: <CircleCheck aria-hidden="true" className="size-8" />,
  error: <CircleAlert aria-hidden="true" className="size-8" />,
};

function ReturnCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section
      aria-live="polite"
      aria-busy={tone === 'processing'}
      className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-10 text-center sm:px-10"
    >
      <span
        className={cn(
          'mx-auto inline-flex size-16 items-center justify-center rounded-full',
          tone === 'success' && 'bg-green-100 text-green-800',
          tone === 'error' && 'bg-red-100 text-red-800',
          tone === 'processing' && 'bg-brand-100 text-brand-700',
        )}
      >
        {ICONS[tone]}
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-2 leading-7 text-muted">{children}</div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {actions}
        <Link href="/" className={buttonClasses(actions ? 'secondary' : 'primary')}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

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
