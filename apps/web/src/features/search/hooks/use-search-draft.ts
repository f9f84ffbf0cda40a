import { activeFilterCount, citiesOf, searchFiltersToParams } from '@storytable/domain';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchPanel } from '../api/get-search-panel.ts';
import { EMPTY_DRAFT, type SearchDraft, toFilters, usableRanges } from '../lib/search-draft.ts';

/**
 * The search panel's state: the draft over the real slider ranges (GET /api/events?search=true),
 * its active filter count, and a submit that goes to /search with only what differs from the
 * defaults, or does nothing when nothing is set.
 */
export function useSearchDraft() {
  const [, navigate] = useLocation();
  const panel = useSearchPanel();
  const [draft, setDraft] = useState<SearchDraft>(EMPTY_DRAFT);
  const ranges = usableRanges(panel.data?.ranges);
  const filters = toFilters(draft, ranges);
  const active = activeFilterCount(filters, ranges);

  const change = (patch: Partial<SearchDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const params = searchFiltersToParams(filters, ranges);
    if (params.size === 0) return;
    navigate(`/search?${params.toString()}`);
  };

  return {
    draft,
    change,
    clear: () => setDraft(EMPTY_DRAFT),
    submit,
    ranges,
    filters,
    active,
    /** Something to clear: a filter or some text. */
    anything: active > 0 || draft.q.trim() !== '',
    cities: draft.state ? citiesOf(draft.state) : [],
    /** The real ranges have arrived: the sliders can move. */
    loaded: panel.data !== undefined,
  };
}

export type SearchDraftState = ReturnType<typeof useSearchDraft>;
