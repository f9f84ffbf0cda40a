import {
  availableSpotsOf,
  type Event,
  formatEventLongDate,
  formatEventTime,
  hostRatingText,
  priceText,
} from '@storytable/domain';
import { BadgeCheck, CalendarDays, Clock, History, Users } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { isNotFound, useEvent } from '../api/get-event.ts';
import { isPastEvent, parseEventId } from '../lib/event-status.ts';
import { CancellationPolicy } from './cancellation-policy.tsx';
import { CoverTags, FeaturedBadge } from './event-badges.tsx';
import { EventCoverArt } from './event-cover-art.tsx';
import { EventAbout, EventDetails, spotsText } from './event-details.tsx';
import { MobileReserveBar } from './mobile-reserve-bar.tsx';
import { ShareMenu } from './share-menu.tsx';

function EventNotFound() {
  useDocumentTitle('Event not found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="font-serif text-6xl font-semibold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-semibold text-ink">Event not found</h1>
      <p className="mt-4 text-lg text-muted">
        This table may have been cleared, or the link is not quite right.
      </p>
      <Link href="/events" className={buttonClasses('primary', 'md', 'mt-8')}>
        Browse Events
      </Link>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading event</span>
      <Skeleton className="h-48 rounded-3xl" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-14 w-1/2" />
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    </div>
  );
}

function EventById({ id, children }: { id: number; children: (event: Event) => ReactNode }) {
  const query = useEvent(id);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <EventNotFound />;
    return (
      <div className="rounded-3xl border border-line bg-white p-8 text-center">
        <p role="alert" className="font-medium text-danger">
          Error loading event: {query.error.message || 'Unknown error'}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}

/**
 * The event page's frame (spec section 2): 'Back to events', then the event of the address's
 * `id` once loaded (`children` draws it), or its loading, missing and failed states.
 */
export function EventLoader({
  id,
  children,
}: {
  id: string | undefined;
  children: (event: Event) => ReactNode;
}) {
  const eventId = parseEventId(id);
  return (
    <div className="space-y-6">
      <BackLink href="/events">Back to events</BackLink>
      {eventId === null ? <EventNotFound /> : <EventById id={eventId}>{children}</EventById>}
    </div>
  );
}

/** Why a visitor cannot reserve, when they cannot: the reserve button is not offered then. */
function closedReason(event: Event, isHost: boolean): string | null {
  if (isHost) return 'You are hosting this event.';
  if (!event.status) return 'This event is no longer accepting reservations.';
  if (isPastEvent(event)) return 'This event has already taken place.';
  return null;
}

/**
 * One event's page. The page composes what other features add: `follow` beside the host,
 * `reserve` in the reservation card (offered only while the event takes reservations) and
 * `reviews` below the details.
 */
export function EventDetail({
  event,
  follow,
  reserve,
  reviews,
}: {
  event: Event;
  follow: ReactNode;
  reserve: ReactNode;
  reviews: ReactNode;
}) {
  useDocumentTitle(event.title);
  const { user } = useCurrentUser();
  const { host } = event;
  const closed = closedReason(event, user?.id === event.hostId);
  const panel = useRef<HTMLElement>(null);
  const url = `${window.location.origin}/event/${event.id}`;
  return (
    <article className="pb-20 lg:pb-0">
      <EventCoverArt
        event={event}
        eager
        sizes="(min-width: 1280px) 72rem, 100vw"
        className={cn(
          'rounded-3xl',
          event.coverImage ? 'aspect-[16/10] sm:aspect-[5/2]' : 'h-36 sm:h-48',
        )}
      >
        <div className="absolute inset-x-5 bottom-5 flex flex-wrap gap-1.5 sm:inset-x-8">
          {event.featured ? <FeaturedBadge /> : null}
          {isPastEvent(event) ? (
            <Badge tone="yellow" icon={<History aria-hidden="true" className="size-3" />}>
              Past Event
            </Badge>
          ) : null}
          {event.status ? null : <Badge tone="red">Inactive</Badge>}
          <CoverTags tags={event.tags} />
        </div>
      </EventCoverArt>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        {/* phones: title, then the reservation card, then the rest */}
        <div className="min-w-0 lg:col-start-1">
          <header className="space-y-5">
            <h1 className="font-serif text-3xl leading-tight font-semibold text-ink sm:text-4xl">
              {event.title}
            </h1>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div className="flex min-w-0 items-center gap-3">
                <Link href={`/profile/${event.hostId}`} className="shrink-0 rounded-full">
                  <Avatar
                    src={host.profileImage}
                    name={host.name}
                    size="lg"
                    alt={`${host.name}'s profile`}
                  />
                </Link>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`/profile/${event.hostId}`}
                      className="font-semibold text-ink hover:text-brand-700 hover:underline"
                    >
                      {host.name}
                    </Link>
                    <Badge
                      tone={host.isVerifiedHost ? 'green' : 'brand'}
                      icon={
                        host.isVerifiedHost ? (
                          <BadgeCheck aria-hidden="true" className="size-3.5" />
                        ) : undefined
                      }
                    >
                      {host.isVerifiedHost ? 'Verified Host' : 'Host'}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted">{hostRatingText(host)}</p>
                </div>
              </div>
              <div className="flex items-center gap-2">
                {follow}
                <ShareMenu title={event.title} url={url} />
              </div>
            </div>
          </header>
        </div>
        <aside
          ref={panel}
          aria-label="Reservation"
          className="self-start rounded-3xl border border-line bg-white p-6 shadow-lg shadow-brand-900/5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <p className="flex items-baseline gap-2">
            <span className="font-serif text-3xl font-semibold text-ink">
              {priceText(event.price)}
            </span>
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
              {spotsText(availableSpotsOf(event), event.capacity)}
            </li>
          </ul>
          <div className="mt-6">
            {closed ? (
              <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-muted">{closed}</p>
            ) : (
              <>
                {reserve}
                <CancellationPolicy className="mt-4 justify-start" />
              </>
            )}
          </div>
        </aside>
        {closed || event.onSale === false ? null : (
          <MobileReserveBar price={event.price} panel={panel} />
        )}
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <EventAbout event={event} level={2} />
          <EventDetails event={event} level={2} />
          {reviews}
        </div>
      </div>
    </article>
  );
}
