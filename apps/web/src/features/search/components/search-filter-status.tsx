import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';

/** How many filters are active, and 'Clear Filters' while there is anything to clear. */
export function SearchFilterStatus({
  active,
  anything,
  onClear,
}: {
  active: number;
  anything: boolean;
  onClear: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
      <p className="inline-flex items-center gap-2 text-sm text-muted" aria-live="polite">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active === 0 ? (
          'No filters applied'
        ) : (
          <>
            <Badge tone="brand">{active}</Badge> {active === 1 ? 'filter active' : 'filters active'}
          </>
        )}
      </p>
      <Button variant="ghost" size="sm" disabled={!anything} onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
