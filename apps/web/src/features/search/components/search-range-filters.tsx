import { SEARCH_DEFAULTS } from '@storytable/domain';
import { RangeSlider } from '@/components/ui/range-slider.tsx';
import type { SearchDraftState } from '../hooks/use-search-draft.ts';
import { dollars, guests } from '../lib/search-options.ts';

/** The price and group-size sliders, over the real ranges once they have loaded. */
export function SearchRangeFilters({ search }: { search: SearchDraftState }) {
  const { filters, ranges, change, loaded } = search;
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:gap-10">
      <RangeSlider
        label="Price per person"
        min={SEARCH_DEFAULTS.minPrice}
        max={ranges.maxPrice}
        step={1}
        value={filters.price}
        onValueChange={(price) => change({ price })}
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
        onValueChange={(size) => change({ size })}
        format={guests}
        thumbLabels={['Minimum group size', 'Maximum group size']}
        disabled={!loaded}
      />
    </div>
  );
}
