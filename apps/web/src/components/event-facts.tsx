import {
  type Event,
  formatEventLongDate,
  formatEventTime,
  publicPlaceText,
} from '@storytable/domain';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'wouter';

/** An event's title (linking to its page), date and time in its own zone, and where it is. */
export function EventFacts({ event, headingLevel = 3 }: { event: Event; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="min-w-0 space-y-2">
      <Heading className="font-serif text-lg leading-snug font-semibold text-ink">
        <Link href={`/event/${event.id}`} className="hover:text-brand-700 hover:underline">
          {event.title}
        </Link>
      </Heading>
      <p className="flex items-start gap-2 text-sm text-ink">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {formatEventLongDate(event.dateTime, event.timeZone)} at{' '}
          {formatEventTime(event.dateTime, event.timeZone)}
        </span>
      </p>
      <p className="flex items-start gap-2 text-sm text-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {event.restaurantName}, {publicPlaceText(event)}
        </span>
      </p>
    </div>
  );
}
