import {
  activeFilterCount,
  citiesOf,
  EVENT_CATEGORIES,
  FILTER_STATE_CODES,
  findState,
  SEARCH_DEFAULTS,
  searchFiltersToParams,
} from '@storytable/domain';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RangeSlider } from '@/components/ui/range-slider.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { cn } from '@/lib/cn.ts';
import { useSearchPanel } from '../api/get-search-panel.ts';
import { EMPTY_DRAFT, type SearchDraft, toFilters, usableRanges } from '../lib/search-draft.ts';
import { SearchInput } from './search-input.tsx';

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: c }));
const STATE_OPTIONS = FILTER_STATE_CODES.map((code) => ({
  value: code,
  label: findState(code)?.name ?? code,
}));

const dollars = (n: number) => `$${n}`;
const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/**
 * The search and filter panel of /events (spec sections 2 and 5): text, one category, state
 * then city, price and group-size ranges over the real ranges (GET /api/events?search=true),
 * the active filter count and 'Clear Filters'. Submitting goes to /search with only the values
 * that differ from the defaults; with none set, nothing happens.
 */
export function SearchPanel({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const panel = useSearchPanel();
  const [draft, setDraft] = useState<SearchDraft>(EMPTY_DRAFT);
  const filtersId = useId();
  const [showFilters, setShowFilters] = useState(false);
  const loaded = panel.data !== undefined;
  const ranges = usableRanges(panel.data?.ranges);
  const filters = toFilters(draft, ranges);
  const active = activeFilterCount(filters, ranges);
  const anything = active > 0 || draft.q.trim() !== '';
  const cities = draft.state ? citiesOf(draft.state) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const params = searchFiltersToParams(filters, ranges);
    if (params.size === 0) return;
    navigate(`/search?${params.toString()}`);
  };

  return (
    <search
      aria-label="Search events"
      className={cn(
        'block rounded-3xl border border-line bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-7',
        className,
      )}
    >
      <form onSubmit={submit}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            value={draft.q}
            onChange={(q) => setDraft((d) => ({ ...d, q }))}
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
          <div className="mt-5 grid gap-4 sm:grid-cols-3">
            <SelectField
              label="Category"
              placeholder="All categories"
              options={CATEGORY_OPTIONS}
              value={draft.category}
              onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value }))}
            />
            <SelectField
              label="State"
              placeholder="All states"
              options={STATE_OPTIONS}
              value={draft.state}
              // a new state clears the city
              onChange={(e) => setDraft((d) => ({ ...d, state: e.target.value, city: '' }))}
            />
            <SelectField
              label="City"
              placeholder={draft.state ? 'All cities' : 'Choose a state first'}
              options={cities.map((c) => ({ value: c, label: c }))}
              value={draft.city}
              disabled={!draft.state}
              onChange={(e) => setDraft((d) => ({ ...d, city: e.target.value }))}
            />
          </div>

          <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:gap-10">
            <RangeSlider
              label="Price per person"
              min={SEARCH_DEFAULTS.minPrice}
              max={ranges.maxPrice}
              step={1}
              value={filters.price}
              onValueChange={(price) => setDraft((d) => ({ ...d, price }))}
              format={dollars}
              thumbLabels={['Minimum price', 'Maximum price']}
              disabled={!loaded}
            />
            <RangeSlider
              label="Group size"
              min={SEARCH_DEFAULTS.minSize}
              max={ranges.maxCapacity}
              step={1}
              value={filters.size}
              onValueChange={(size) => setDraft((d) => ({ ...d, size }))}
              format={guests}
              thumbLabels={['Minimum group size', 'Maximum group size']}
              disabled={!loaded}
            />
          </div>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="inline-flex items-center gap-2 text-sm text-muted" aria-live="polite">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {active === 0 ? (
                'No filters applied'
              ) : (
                <>
                  <Badge tone="brand">{active}</Badge>{' '}
                  {active === 1 ? 'filter active' : 'filters active'}
                </>
              )}
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={!anything}
              onClick={() => setDraft(EMPTY_DRAFT)}
            >
              Clear Filters
            </Button>
          </div>
        </div>
      </form>
    </search>
  );
}
