import {
  calendarFeedPaths,
  calendarLinks,
  DEFAULT_EVENT_DESCRIPTION,
  type Event,
  type EventAddress,
  eventPagePath,
} from '@storytable/domain';
import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * 'Add to calendar' for a confirmed seat: the .ics file (any calendar program, in the dinner's own
 * zone) and links that open Google Calendar, Outlook.com or Yahoo Calendar with the dinner filled in.
 */
export function AddToCalendar({
  reservationId,
  event,
  address,
}: {
  reservationId: number;
  event: Event;
  address: EventAddress | null;
}) {
  const links = calendarLinks({
    title: event.title,
    description: event.description.trim() || DEFAULT_EVENT_DESCRIPTION,
    start: event.dateTime,
    location: address?.fullText ?? `${event.restaurantName}, ${event.city}, ${event.state}`,
    url: `${window.location.origin}${eventPagePath(event.id)}`,
  });
  const web = [
    { name: 'Google Calendar', href: links.google },
    { name: 'Outlook.com', href: links.outlook },
    { name: 'Yahoo Calendar', href: links.yahoo },
  ];
  return (
    <div className="space-y-4">
      <a
        href={calendarFeedPaths.reservation(reservationId)}
        download="dinner.ics"
        className={buttonClasses('primary', 'sm', 'gap-2')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download .ics file
      </a>
      <ul className="space-y-2" aria-label="Open in a web calendar">
        {web.map((w) => (
          <li key={w.name}>
            <a href={w.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to {w.name}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
