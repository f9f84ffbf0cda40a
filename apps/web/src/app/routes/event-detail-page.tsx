import {
  availableSpotsOf,
  DEFAULT_EVENT_DESCRIPTION,
  defaultEventLocation,
  type Event,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
  hostRatingText,
} from '@storytable/domain';
import {
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  Clock,
  History,
  MapPin,
  Sparkles,
  Store,
  Users,
} from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { CategoryCover } from '@/components/ui/category-cover.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isNotFound, useEvent } from '@/features/events/api/get-event.ts';
import { DetailRow, spotsText } from '@/features/events/components/detail-row.tsx';
import { ShareMenu } from '@/features/events/components/share-menu.tsx';
import { isPastEvent, parseEventId } from '@/features/events/lib/event-status.ts';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { ReservationFlow } from '@/features/reservations/components/reservation-flow.tsx';
import { EventReviews } from '@/features/reviews/components/event-reviews.tsx';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

function BackLink() {
  return (
    <Link
      href="/events"
      className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to events
    </Link>
  );
}

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

/** Why a visitor cannot reserve, when they cannot: the reserve button is not offered then. */
function closedReason(event: Event, isHost: boolean): string | null {
  if (isHost) return 'You are hosting this event.';
  if (!event.status) return 'This event is no longer accepting reservations.';
  if (isPastEvent(event)) return 'This event has already taken place.';
  return null;
}

function EventDetail({ event }: { event: Event }) {
  useDocumentTitle(event.title);
  const { user } = useCurrentUser();
  const { host } = event;
  const isHost = user?.id === event.hostId;
  const past = isPastEvent(event);
  const closed = closedReason(event, isHost);
  const url = `${window.location.origin}/event/${event.id}`;
  const spots = availableSpotsOf(event);
  return (
    <article>
      <CategoryCover category={event.tags[0]} className="h-36 rounded-3xl sm:h-48">
        <div className="absolute inset-x-5 bottom-5 flex flex-wrap gap-1.5 sm:inset-x-8">
          {event.featured ? (
            <Badge tone="dark" icon={<Sparkles aria-hidden="true" className="size-3" />}>
              Featured
            </Badge>
          ) : null}
          {past ? (
            <Badge tone="yellow" icon={<History aria-hidden="true" className="size-3" />}>
              Past Event
            </Badge>
          ) : null}
          {event.status ? null : <Badge tone="red">Inactive</Badge>}
          {event.tags.map((tag) => (
            <Badge key={tag} tone="outline" className="border-white/60 bg-white/95 text-brand-900">
              {tag}
            </Badge>
          ))}
        </div>
      </CategoryCover>

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
                <FollowButton hostId={event.hostId} hostName={host.name} />
                <ShareMenu title={event.title} url={url} />
              </div>
            </div>
          </header>
        </div>
        <aside
          aria-label="Reservation"
          className="self-start rounded-3xl border border-line bg-white p-6 shadow-lg shadow-brand-900/5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <p className="flex items-baseline gap-2">
            <span className="font-serif text-3xl font-semibold text-ink">
              {formatDollars(event.price)}
            </span>
            <span className="text-sm text-muted">per person</span>
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
              {spotsText(spots, event.capacity)}
            </li>
          </ul>
          <div className="mt-6">
            {closed ? (
              <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-muted">{closed}</p>
            ) : (
              <ReservationFlow event={event} successPath="/profile" />
            )}
          </div>
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold text-ink">
              About This Event
            </h2>
            <p className="mt-3 leading-7 whitespace-pre-line text-muted">
              {event.description.trim() || DEFAULT_EVENT_DESCRIPTION}
            </p>
          </section>

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-semibold text-ink">
              Event Details
            </h2>
            <dl className="mt-4 grid gap-5 rounded-3xl border border-line bg-white p-6 sm:grid-cols-2">
              <DetailRow icon={CalendarDays} label="Date">
                {formatEventLongDate(event.dateTime, event.timeZone)}
              </DetailRow>
              <DetailRow icon={Clock} label="Time">
                {formatEventTime(event.dateTime, event.timeZone)}
              </DetailRow>
              <DetailRow icon={MapPin} label="City">
                {event.city}, {event.state}
              </DetailRow>
              <DetailRow icon={Users} label="Spots">
                {spotsText(spots, event.capacity)}
              </DetailRow>
              <DetailRow icon={Store} label="Restaurant" className="sm:col-span-2">
                <span className="block">{event.restaurantName}</span>
                {event.location && event.location !== defaultEventLocation(event) ? (
                  <span className="block font-normal text-muted">{event.location}</span>
                ) : (
                  <span className="block font-normal text-muted">
                    {event.city}, {event.state}
                  </span>
                )}
              </DetailRow>
            </dl>
          </section>

          <EventReviews eventId={event.id} />
          <ReviewForm event={event} />
        </div>
      </div>
    </article>
  );
}

/** /event/:id and /events/:id (spec section 2). */
export function EventDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseEventId(params.id);
  return (
    <div className="space-y-6">
      <BackLink />
      {id === null ? <EventNotFound /> : <EventById id={id} />}
    </div>
  );
}

function EventById({ id }: { id: number }) {
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
  return <EventDetail event={query.data} />;
}
