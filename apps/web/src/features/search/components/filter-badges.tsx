import { X } from 'lucide-react';
import { Link } from 'wouter';
import { type FilterBadge, searchHref } from '../lib/search-params.ts';

/** The search's active filters, each a link to the same search without it. */
export function FilterBadges({ badges }: { badges: readonly FilterBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {badges.map((b) => (
        <li key={b.key}>
          <Link
            href={searchHref(b.without)}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-700 hover:bg-brand-100"
          >
            {b.label}
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(remove filter)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
