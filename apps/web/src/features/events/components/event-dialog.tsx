import {
  availableSpotsOf,
  DEFAULT_EVENT_DESCRIPTION,
  type Event,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
  hostRatingText,
} from '@storytable/domain';
import { ArrowRight, CalendarDays, Clock, MapPin, Sparkles, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { ReservationFlow } from '@/features/reservations/components/reservation-flow.tsx';
import { useEvent } from '../api/get-event.ts';
import { DetailRow, spotsText } from './detail-row.tsx';
import { HostBadge } from './host-badge.tsx';

/**
 * The detail dialog of an event card (spec section 2). It opens with the card's copy and
 * refreshes it from GET /api/events/{id}, so seats and status are current.
 */
export function EventDialog({
  event: fromCard,
  open,
  onOpenChange,
}: {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data } = useEvent(fromCard.id, fromCard);
  const event = data ?? fromCard;
  const { host } = event;
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={event.title}
        description={`Hosted at ${event.restaurantName}, ${event.city}, ${event.state}`}
        className="flex flex-col sm:max-w-2xl"
      >
        <div className="-order-1 mb-3 flex flex-wrap gap-1.5 pr-8">
          {event.featured ? (
            <Badge tone="dark" icon={<Sparkles aria-hidden="true" className="size-3" />}>
              Featured
            </Badge>
          ) : null}
          {event.tags.slice(0, 3).map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </div>

        <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-cream p-4 sm:flex-row sm:items-center">
          <Link
            href={`/profile/${event.hostId}`}
            onClick={close}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-xl"
          >
            <Avatar src={host.profileImage} name={host.name} size="lg" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink">{host.name}</span>
              <span className="block text-sm text-muted">{hostRatingText(host)}</span>
            </span>
          </Link>
          <div className="flex items-center gap-2">
            <HostBadge host={host} />
            <FollowButton hostId={event.hostId} hostName={host.name} />
          </div>
        </div>

        <section className="mt-6" aria-labelledby={`about-${event.id}`}>
          <h3 id={`about-${event.id}`} className="text-lg font-semibold text-ink">
            About This Event
          </h3>
          <p className="mt-2 leading-7 whitespace-pre-line text-muted">
            {event.description.trim() || DEFAULT_EVENT_DESCRIPTION}
          </p>
        </section>

        <section className="mt-6" aria-labelledby={`details-${event.id}`}>
          <h3 id={`details-${event.id}`} className="text-lg font-semibold text-ink">
            Event Details
          </h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <DetailRow icon={CalendarDays} label="Date">
              {formatEventLongDate(event.dateTime, event.timeZone)}
            </DetailRow>
            <DetailRow icon={Clock} label="Time">
              {formatEventTime(event.dateTime, event.timeZone)}
            </DetailRow>
            <DetailRow icon={MapPin} label="Location">
              <span className="block">{event.restaurantName}</span>
              <span className="block font-normal text-muted">
                {event.city}, {event.state}
              </span>
            </DetailRow>
            <DetailRow icon={Users} label="Spots">
              {spotsText(availableSpotsOf(event), event.capacity)}
            </DetailRow>
          </dl>
        </section>

        <section className="mt-6" aria-labelledby={`price-${event.id}`}>
          <h3 id={`price-${event.id}`} className="text-lg font-semibold text-ink">
            Event Price
          </h3>
          <dl className="mt-3 divide-y divide-line rounded-2xl border border-line text-sm">
            <div className="flex items-center justify-between px-4 py-3">
              <dt className="text-muted">Price per person</dt>
              <dd className="font-medium text-ink">{formatDollars(event.price)}</dd>
            </div>
            <div className="flex items-center justify-between px-4 py-3">
              <dt className="font-semibold text-ink">Total</dt>
              <dd className="font-serif text-lg font-semibold text-ink">
                {formatDollars(event.price)}
              </dd>
            </div>
          </dl>
        </section>

        <div className="mt-6 space-y-4 text-center">
          <ReservationFlow event={event} onAuthDialog={close} />
          <Link href={`/event/${event.id}`} onClick={close} className={buttonClasses('link')}>
            View full details
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
