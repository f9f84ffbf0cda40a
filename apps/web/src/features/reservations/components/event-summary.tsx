import { type Event, formatEventLongDate, formatEventTime } from '@storytable/domain';
import { CalendarDays, MapPin } from 'lucide-react';

/** The dinner being reserved, as the reservation dialogs recall it. */
export function EventSummary({ event }: { event: Event }) {
  return (
    <div className="rounded-2xl bg-cream px-4 py-3 text-sm">
      <p className="font-semibold text-ink">{event.title}</p>
      <p className="mt-1.5 flex items-start gap-2 text-muted">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        {formatEventLongDate(event.dateTime, event.timeZone)} at{' '}
        {formatEventTime(event.dateTime, event.timeZone)}
      </p>
      <p className="mt-1 flex items-start gap-2 text-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        {event.restaurantName}, {event.city}, {event.state}
      </p>
    </div>
  );
}
