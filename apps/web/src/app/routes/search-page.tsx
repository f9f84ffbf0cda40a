import { EventCard } from '@/features/events/components/event-card.tsx';
import { SearchResults } from '@/features/search/components/search-results.tsx';

/** /search: the results, each an event card that leads to the event's page. */
export function SearchPage() {
  return <SearchResults renderEvent={(event) => <EventCard event={event} headingLevel={2} />} />;
}
