import { SelectField } from '@/components/ui/select-field.tsx';
import type { SearchDraftState } from '../hooks/use-search-draft.ts';
import { CATEGORY_OPTIONS, STATE_OPTIONS } from '../lib/search-options.ts';

/** Category, state, then a city of that state (a new state clears the city). */
export function SearchChoiceFilters({ search }: { search: SearchDraftState }) {
  const { draft, change, cities } = search;
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Category"
        placeholder="All categories"
        options={CATEGORY_OPTIONS}
        value={draft.category}
        onChange={(e) => change({ category: e.target.value })}
      />
      <SelectField
        label="State"
        placeholder="All states"
        options={STATE_OPTIONS}
        value={draft.state}
        // a new state clears the city
        onChange={(e) => change({ state: e.target.value, city: '' })}
      />
      <SelectField
        label="City"
        placeholder={draft.state ? 'All cities' : 'Choose a state first'}
        options={cities.map((c) => ({ value: c, label: c }))}
        value={draft.city}
        disabled={!draft.state}
        onChange={(e) => change({ city: e.target.value })}
      />
    </div>
  );
}
