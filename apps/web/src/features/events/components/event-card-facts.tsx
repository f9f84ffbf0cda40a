import {
  type Event,
  formatEventDate,
  formatEventTime,
  openingPhase,
  refundPolicyShortLabel,
} from '@storytable/domain';
import { CalendarDays, Clock, type LucideIcon, MapPin, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { OpeningCountdown } from '@/components/opening-countdown.tsx';
import { cn } from '@/lib/cn.ts';

function Fact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <dt>
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
        <span className="sr-only">{label}</span>
      </dt>
      {children}
    </div>
  );
}

/** A card's date 'MMM d, yyyy', time 'h:mm a' (in the event's zone), restaurant and refund policy. */
export function EventCardFacts({ event }: { event: Event }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1.5 border-t border-line pt-4 text-sm text-ink">
      <Fact icon={CalendarDays} label="Date">
        <dd>{formatEventDate(event.dateTime, event.timeZone)}</dd>
      </Fact>
      <Fact icon={Clock} label="Time">
        <dd>{formatEventTime(event.dateTime, event.timeZone)}</dd>
      </Fact>
      <Fact icon={MapPin} label="Location" className="basis-full overflow-hidden">
        <dd className="truncate">
          {event.restaurantName}, {event.city}
        </dd>
      </Fact>
      <Fact icon={Undo2} label="Refund policy" className="basis-full">
        <dd className="text-muted">{refundPolicyShortLabel(event.refundPolicy, event.price)}</dd>
      </Fact>
      {event.opensAt && openingPhase(event.opensAt, new Date()) === 'before' ? (
        <div className="basis-full">
          <dt className="sr-only">Booking</dt>
          <dd>
            <OpeningCountdown opensAt={event.opensAt} timeZone={event.timeZone} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
