import type { Event } from '@storytable/domain';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useEvents } from '@/features/events/api/get-events.ts';
import { EventCard } from '@/features/events/components/event-card.tsx';
import { EventsHero } from '@/features/events/components/events-hero.tsx';
import { ExperiencesSection } from '@/features/events/components/experiences-section.tsx';
import { FeaturedSection } from '@/features/events/components/featured-section.tsx';
import { listingGroups } from '@/features/events/lib/date-groups.ts';
import { eventsPageHref, pageFromSearch } from '@/features/events/lib/page-param.ts';
import { SearchPanel } from '@/features/search/components/search-panel.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const loadDialog = () => import('./listing-event-dialog.tsx');
const ListingEventDialog = lazy(loadDialog);

/** /events: hero, search panel, featured carousel, the grid and its pages (spec section 2). */
export function EventsPage() {
  useDocumentTitle('Browse Events');
  const [, navigate] = useLocation();
  const requested = pageFromSearch(useSearch());
  const query = useEvents(requested);
  const [dialog, setDialog] = useState<{ event: Event; open: boolean } | null>(null);
  // the grid and the carousel are many cards: when the events arrive they render in slices,
  // the skeletons staying until then, instead of in one task that blocks the page
  const data = useDeferredValue(query.data);
  const arriving = data !== query.data;
  const page = data?.pagination.page ?? requested;

  const goToPage = (p: number) => {
    navigate(eventsPageHref(p));
    document.getElementById('experiences')?.scrollIntoView({ block: 'start' });
  };
  // a page past the end (or below 1) shows the page the server clamped it to: the address says so
  const shown = query.isPlaceholderData ? undefined : query.data?.pagination.page;
  useEffect(() => {
    if (shown !== undefined && shown !== requested)
      navigate(eventsPageHref(shown), { replace: true });
  }, [shown, requested, navigate]);
  // the featured carousel's first row is on screen at once: its covers load eagerly
  const card = (event: Event, index?: number) => (
    <EventCard
      event={event}
      eager={index !== undefined && index < 3}
      onOpen={() => setDialog({ event, open: true })}
      onIntent={loadDialog}
    />
  );

  return (
    <div className="space-y-14 pb-8">
      <div>
        <EventsHero />
        <SearchPanel className="relative mx-2 -mt-8 sm:mx-8 sm:-mt-10" />
      </div>
      <FeaturedSection
        featured={data?.featured}
        loading={query.isPending || arriving}
        renderEvent={card}
      />
      <ExperiencesSection
        groups={
          data
            ? listingGroups(data.events, {
                firstPage: page === 1,
                now: new Date(),
              })
            : undefined
        }
        pagination={data?.pagination}
        loading={arriving || (query.isFetching && (query.isPending || query.isPlaceholderData))}
        error={query.error}
        page={page}
        onPageChange={goToPage}
        onRetry={() => query.refetch()}
        renderEvent={card}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <ListingEventDialog
            event={dialog.event}
            open={dialog.open}
            onOpenChange={(o) => setDialog((d) => (d ? { ...d, open: o } : d))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
