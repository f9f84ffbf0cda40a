import { type Event, readSearchAddress } from '@storytable/domain';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSearchEvents } from '../api/search-events.ts';
import { filterBadges, searchHref } from '../lib/search-params.ts';
import { FilterBadges } from './filter-badges.tsx';
import { NoResults } from './no-results.tsx';
import { SearchInput } from './search-input.tsx';

function resultCountText(total: number): string {
  return `${total} ${total === 1 ? 'event' : 'events'} found`;
}

/**
 * /search (spec section 2): driven by the address; refine the text, remove filters, page.
 * `renderEvent` draws one result (the page composes the event card).
 */
export function SearchResults({ renderEvent }: { renderEvent: (event: Event) => ReactNode }) {
  useDocumentTitle('Search Results');
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = readSearchAddress(search);
  const query = useSearchEvents(params);
  const badges = filterBadges(params);
  const [text, setText] = useState(params.q);
  // the box follows the address (back/forward, a removed badge)
  useEffect(() => setText(params.q), [params.q]);

  const refine = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchHref({ ...params, q: text.trim(), page: 1 }));
  };
  const data = query.data;
  const loading = query.isFetching && (query.isPending || query.isPlaceholderData);

  return (
    <div className="space-y-8 pb-8">
      <BackLink href="/events">Back to events</BackLink>

      <header className="space-y-5">
        <h1 className="font-serif text-4xl font-semibold text-ink">Search Results</h1>
        <search aria-label="Refine search">
          <form onSubmit={refine} className="flex gap-2">
            <SearchInput value={text} onChange={setText} placeholder="Search events" />
            <Button type="submit" size="lg" className="px-5 sm:px-8">
              Search
            </Button>
          </form>
        </search>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="font-medium text-ink" aria-live="polite">
            {data ? resultCountText(data.total) : 'Searching…'}
          </p>
          <FilterBadges badges={badges} />
          {badges.length > 1 ? (
            <Link href="/search" className={buttonClasses('link')}>
              Clear all
            </Link>
          ) : null}
        </div>
      </header>

      {query.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-medium text-danger">
          Error loading events: {query.error.message || 'Unknown error'}
        </p>
      ) : null}

      {query.isPending ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Searching</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-96 rounded-3xl" />
          ))}
        </div>
      ) : data && data.events.length > 0 ? (
        <ul
          className="grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
          aria-busy={loading}
        >
          {data.events.map((e) => (
            <li key={e.id}>{renderEvent(e)}</li>
          ))}
        </ul>
      ) : data ? (
        <NoResults />
      ) : null}

      <Pagination
        page={data?.page ?? params.page}
        // one page of results needs no page controls
        totalPages={data && data.totalPages > 1 ? data.totalPages : undefined}
        loading={loading}
        onPageChange={(page) => {
          navigate(searchHref({ ...params, page }));
          window.scrollTo({ top: 0 });
        }}
        label="Search result pages"
      />
    </div>
  );
}
