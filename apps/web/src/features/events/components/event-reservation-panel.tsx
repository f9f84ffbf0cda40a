import { type Event, formatEventLongDate, formatEventTime, spotsText } from '@storytable/domain';
import { CalendarDays, Clock, Users } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { CancellationTerms } from '@/components/cancellation-terms.tsx';
import { PriceWithFee } from './price-with-fee.tsx';

/**
 * The event page's reservation card: price and fee, date, time and seats, then `reserve` with the
 * cancellation policy, or `closed` (why nobody can reserve) in its place.
 */
export function EventReservationPanel({
  event,
  closed,
  reserve,
  ref,
}: {
  event: Event;
  closed: string | null;
  reserve: ReactNode;
  ref: Ref<HTMLElement>;
}) {
  return (
    <aside
      ref={ref}
      aria-label="Reservation"
      className="self-start rounded-3xl border border-line bg-white p-6 shadow-lg shadow-brand-900/5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <PriceWithFee cents={event.price} className="text-3xl" />
        {event.price > 0 ? <span className="text-sm text-muted">per person</span> : null}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-ink">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
          {formatEventLongDate(event.dateTime, event.timeZone)}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          {formatEventTime(event.dateTime, event.timeZone)}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-brand-600" />
          {spotsText(event)}
        </li>
      </ul>
      <div className="mt-6">
        {closed ? (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-muted">{closed}</p>
        ) : (
          <>
            {reserve}
            <CancellationTerms event={event} className="mt-4 justify-start" />
          </>
        )}
      </div>
    </aside>
  );
}
