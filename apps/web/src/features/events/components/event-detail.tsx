import { type Event, openingPhase } from '@storytable/domain';
import { type ReactNode, useRef } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { closedReason } from '../lib/event-status.ts';
import { EventDetailCover } from './event-detail-cover.tsx';
import { EventAbout, EventDetails } from './event-details.tsx';
import { EventHostLine } from './event-host-line.tsx';
import { EventReservationPanel } from './event-reservation-panel.tsx';
import { LazyShareMenu } from './lazy-share-menu.tsx';
import { MobileReserveBar } from './mobile-reserve-bar.tsx';

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
  const closed = closedReason(event, user?.id === event.hostId);
  const panel = useRef<HTMLElement>(null);
  const url = `${window.location.origin}/event/${event.id}`;
  return (
    <article className="pb-20 lg:pb-0">
      <EventDetailCover event={event} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        {/* phones: title, then the reservation card, then the rest */}
        <div className="min-w-0 lg:col-start-1">
          <header className="space-y-5">
            <h1 className="font-serif text-3xl leading-tight font-semibold text-ink sm:text-4xl">
              {event.title}
            </h1>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <EventHostLine event={event} />
              <div className="flex items-center gap-2">
                {follow}
                <LazyShareMenu title={event.title} url={url} />
              </div>
            </div>
          </header>
        </div>
        <EventReservationPanel ref={panel} event={event} closed={closed} reserve={reserve} />
        {closed || event.onSale === false ? null : (
          <MobileReserveBar
            price={event.price}
            panel={panel}
            label={
              event.opensAt && openingPhase(event.opensAt, new Date()) === 'before'
                ? 'Notify me'
                : 'Reserve'
            }
          />
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
