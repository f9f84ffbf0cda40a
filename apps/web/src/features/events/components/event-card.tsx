import { DEFAULT_EVENT_DESCRIPTION, type Event } from '@storytable/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { CoverTags, FeaturedBadge, RequestToJoinBadge } from './event-badges.tsx';
import { EventCardFacts } from './event-card-facts.tsx';
import { EventCardHost } from './event-card-host.tsx';
import { EventCardPrice } from './event-card-price.tsx';
import { EventCoverArt } from './event-cover-art.tsx';

/**
 * An event card (spec section 2) of the listing and of search results: the cover (photo or
 * category artwork), host avatar (to the host's profile), host badge, 'Featured' and the first 2 tags, title, description, date
 * 'MMM d, yyyy' and time 'h:mm a' in the event's zone, and the price. With `onOpen` (the
 * listing) the title is the button that opens the detail dialog; its hit area covers the card,
 * while the avatar link sits above it, so nothing interactive nests. Following a host is offered
 * in the dialog, on the event page and on the host's profile, not on the card.
 * Without it (search results) 'View Details' leads to the event's page.
 */
export function EventCard({
  event,
  onOpen,
  onIntent,
  headingLevel = 3,
  eager = false,
  showHost = true,
  className,
}: {
  event: Event;
  onOpen?: (event: Event) => void;
  /** A pointer or focus reached the card's button: what `onOpen` shows may start loading. */
  onIntent?: () => void;
  headingLevel?: 2 | 3;
  /** In the first row: its cover loads at once rather than lazily. */
  eager?: boolean;
  /** Off on the host's own page, where every card would repeat the header. */
  showHost?: boolean;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink/5 transition-shadow hover:shadow-xl hover:shadow-brand-900/10',
        className,
      )}
    >
      <EventCoverArt
        event={event}
        eager={eager}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] shrink-0"
      >
        <div className="absolute inset-x-4 top-4 flex flex-wrap gap-1.5">
          {event.featured ? <FeaturedBadge /> : null}
          {event.requiresApproval ? <RequestToJoinBadge /> : null}
          <CoverTags tags={event.tags.slice(0, 2)} />
        </div>
      </EventCoverArt>

      <div className="flex flex-1 flex-col p-5">
        {showHost ? <EventCardHost event={event} /> : null}
        <Heading className="font-serif text-xl leading-snug font-semibold text-ink">
          {onOpen ? (
            <button
              type="button"
              onClick={() => onOpen(event)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-500"
            >
              {event.title}
            </button>
          ) : (
            event.title
          )}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted">
          {event.description.trim() || DEFAULT_EVENT_DESCRIPTION}
        </p>

        <div className="mt-auto pt-5">
          <EventCardFacts event={event} />
          <EventCardPrice event={event} />
          {onOpen ? null : (
            <Link
              href={`/event/${event.id}`}
              className={buttonClasses('primary', 'sm', 'mt-4 w-full')}
            >
              View Details
              <span className="sr-only">: {event.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
