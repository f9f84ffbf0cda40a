import { EVENT_COVER_BOX, type Event, eventStatusLabel } from '@storytable/domain';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { isPastEvent } from '../lib/event-status.ts';
import { CoverTags, FeaturedBadge, RequestToJoinBadge } from './event-badges.tsx';
import { EventCoverArt } from './event-cover-art.tsx';

/** The event page's cover, with 'Featured', 'Past Event', 'Cancelled' and the tags on it. */
export function EventDetailCover({ event }: { event: Event }) {
  return (
    <EventCoverArt
      event={event}
      eager
      sizes="(min-width: 1280px) 72rem, 100vw"
      className={cn('rounded-3xl', event.coverImage ? EVENT_COVER_BOX.photo : EVENT_COVER_BOX.art)}
    >
      <div className="absolute inset-x-5 bottom-5 flex flex-wrap gap-1.5 sm:inset-x-8">
        {event.featured ? <FeaturedBadge /> : null}
        {event.requiresApproval ? <RequestToJoinBadge /> : null}
        {isPastEvent(event) ? (
          <Badge tone="yellow" icon={<History aria-hidden="true" className="size-3" />}>
            Past Event
          </Badge>
        ) : null}
        {event.status ? null : <Badge tone="red">{eventStatusLabel(event)}</Badge>}
        <CoverTags tags={event.tags} />
      </div>
    </EventCoverArt>
  );
}
