import { type Event, hostRatingText } from '@storytable/domain';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CancellationTerms } from '@/components/cancellation-terms.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useEvent } from '../api/get-event.ts';
import { isPastEvent } from '../lib/event-status.ts';
import { FeaturedBadge, HostBadge, RequestToJoinBadge } from './event-badges.tsx';
import { EventCoverArt } from './event-cover-art.tsx';
import { EventAbout, EventDetails } from './event-details.tsx';
import { EventPriceSection } from './event-price-section.tsx';
import { PriceWithFee } from './price-with-fee.tsx';

/**
 * The detail dialog of an event card (spec section 2). It opens with the card's copy and
 * refreshes it from GET /api/events/{id}, so seats and status are current. The page composes
 * what other features add: `follow` beside the host, `reserve` above the link to the page
 * (`close` closes the dialog first, for the sign-in dialog).
 */
export function EventDialog({
  event: fromCard,
  open,
  onOpenChange,
  follow,
  reserve,
}: {
  event: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  follow: (event: Event) => ReactNode;
  reserve: (event: Event, close: () => void) => ReactNode;
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
        {event.coverImage ? (
          <EventCoverArt
            event={event}
            eager
            sizes="(min-width: 640px) 42rem, 100vw"
            className="-order-2 mt-8 mb-4 aspect-[2/1] shrink-0 rounded-2xl sm:mt-0"
          />
        ) : null}
        <div className="-order-1 mb-3 flex flex-wrap gap-1.5 pr-8">
          {event.featured ? <FeaturedBadge /> : null}
          {event.requiresApproval ? <RequestToJoinBadge /> : null}
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
            {follow(event)}
          </div>
        </div>

        <EventAbout event={event} level={3} className="mt-6" />
        <EventDetails event={event} level={3} className="mt-6" />

        <EventPriceSection event={event} />

        {/* on a phone the price and the reserve button stay on screen while the rest scrolls */}
        <div className="sticky -bottom-6 z-10 -mx-6 mt-6 space-y-3 border-t border-line bg-white/95 px-6 py-4 text-center backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <p className="sm:hidden">
            <PriceWithFee cents={event.price} className="text-lg" />
          </p>
          {reserve(event, close)}
        </div>
        <div className="mt-4 space-y-4 text-center">
          {event.status && !isPastEvent(event) ? <CancellationTerms event={event} /> : null}
          <Link href={`/event/${event.id}`} onClick={close} className={buttonClasses('link')}>
            View full details
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
