import {
  DEFAULT_EVENT_DESCRIPTION,
  defaultEventLocation,
  type Event,
  formatEventLongDate,
  formatEventTime,
  publicPlaceText,
  spotsText,
} from '@storytable/domain';
import { CalendarDays, Clock, type LucideIcon, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { EventSection } from './event-section.tsx';

/** One fact of an event (inside a <dl>): an icon, a small label and the value. */
function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  // dt and dd stay direct children of the group's div (valid <dl>); the icon sits in the dt
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** 'About This Event': the description, or the default one. */
export function EventAbout({
  event,
  level,
  className,
}: {
  event: Pick<Event, 'description'>;
  level: 2 | 3;
  className?: string;
}) {
  return (
    <EventSection title="About This Event" level={level} {...(className ? { className } : {})}>
      <p className={cn('leading-7 whitespace-pre-line text-muted', level === 2 ? 'mt-3' : 'mt-2')}>
        {event.description.trim() || DEFAULT_EVENT_DESCRIPTION}
      </p>
    </EventSection>
  );
}

/**
 * 'Event Details' (spec section 2): date and time in the event's zone, the restaurant and where
 * it is (its neighborhood and city: the street address is for its guests), and the seats left. The page shows it boxed.
 */
export function EventDetails({
  event,
  level,
  className,
}: {
  event: Event;
  level: 2 | 3;
  className?: string;
}) {
  const customLocation = event.location && event.location !== defaultEventLocation(event);
  return (
    <EventSection title="Event Details" level={level} {...(className ? { className } : {})}>
      <dl
        className={cn(
          'grid sm:grid-cols-2',
          level === 2 ? 'mt-4 gap-5 rounded-3xl border border-line bg-white p-6' : 'mt-3 gap-4',
        )}
      >
        <DetailRow icon={CalendarDays} label="Date">
          {formatEventLongDate(event.dateTime, event.timeZone)}
        </DetailRow>
        <DetailRow icon={Clock} label="Time">
          {formatEventTime(event.dateTime, event.timeZone)}
        </DetailRow>
        <DetailRow icon={MapPin} label="Location">
          <span className="block">{event.restaurantName}</span>
          <span className="block font-normal text-muted">
            {customLocation ? event.location : publicPlaceText(event)}
          </span>
        </DetailRow>
        <DetailRow icon={Users} label="Spots">
          {spotsText(event)}
        </DetailRow>
      </dl>
    </EventSection>
  );
}
