import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** A search that found nothing (spec section 2), with what to try and a way to browse. */
export function NoResults() {
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-brand-500" />
      <p className="mt-4 font-serif text-2xl font-semibold text-ink">
        No events found matching your search.
      </p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Try fewer words, another category, or a wider price range.
      </p>
      <Link href="/events" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Browse all events
      </Link>
    </div>
  );
}
