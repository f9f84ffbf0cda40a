import { reservationPagePath } from '@storytable/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';

/**
 * Where a guest lands after reserving (beside 'Already Reserved', or on their profile): a status
 * that says so and leads to the reservation. It takes focus, so the news is read out and Tab goes
 * on from here; `autoFocus` when it appears by itself (a dialog that closes focuses it instead).
 */
export function ReservedConfirmation({
  reservationId,
  eventTitle,
  autoFocus,
}: {
  reservationId: number;
  eventTitle: string;
  autoFocus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      data-reserved-confirmation=""
      className="flex items-start gap-3 rounded-2xl bg-green-50 p-4 text-left text-sm leading-6 text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="min-w-0">
        <p className="font-semibold">Reservation confirmed</p>
        <p>
          Your seat at {eventTitle} is saved.{' '}
          <Link
            href={reservationPagePath(reservationId)}
            className="font-semibold whitespace-nowrap underline underline-offset-4"
          >
            View reservation
          </Link>
        </p>
      </div>
    </div>
  );
}
