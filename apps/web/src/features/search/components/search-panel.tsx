import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useSearchDraft } from '../hooks/use-search-draft.ts';
import { SearchChoiceFilters } from './search-choice-filters.tsx';
import { SearchFilterStatus } from './search-filter-status.tsx';
import { SearchInput } from './search-input.tsx';
import { SearchRangeFilters } from './search-range-filters.tsx';

/**
 * The search and filter panel of /events (spec sections 2 and 5): text, one category, state
 * then city, price and group-size ranges over the real ranges (GET /api/events?search=true),
 * the active filter count and 'Clear Filters'. Submitting goes to /search with only the values
 * that differ from the defaults; with none set, nothing happens.
 */
export function SearchPanel({ className }: { className?: string }) {
  const search = useSearchDraft();
  const { draft, active } = search;
  const filtersId = useId();
  const [showFilters, setShowFilters] = useState(false);

  return (
    <search
      aria-label="Search events"
      className={cn(
        'block rounded-3xl border border-line bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-7',
        className,
      )}
    >
      <form onSubmit={search.submit}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            value={draft.q}
            onChange={(q) => search.change({ q })}
            placeholder="Search by topic or title"
          />
          <div className="flex gap-3">
            {/* phones: the filters fold away behind this button */}
            <Button
              variant="secondary"
              size="lg"
              className="min-w-0 flex-1 px-4 sm:hidden"
              aria-expanded={showFilters}
              aria-controls={filtersId}
              onClick={() => setShowFilters((v) => !v)}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters{active > 0 ? ` (${active})` : ''}
            </Button>
            <Button type="submit" size="lg" className="min-w-0 flex-1 px-4 sm:px-8">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </div>
        </div>

        <div id={filtersId} className={cn(showFilters ? 'block' : 'hidden', 'sm:block')}>
          <SearchChoiceFilters search={search} />
          <SearchRangeFilters search={search} />
          <SearchFilterStatus active={active} anything={search.anything} onClear={search.clear} />
        </div>
      </form>
    </search>
  );
}
