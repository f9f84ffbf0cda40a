import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Button } from './button.tsx';

/** The page to show: clamped to 1..totalPages (1 when there are none). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/**
 * The page numbers to offer: first, last, and a window around the current one, with gaps. A gap
 * stands for two pages or more: one page alone is shown, since its number takes no more room.
 */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of pages) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push('gap');
    out.push(p);
  }
  return out;
}

/**
 * Pagination of spec section 5: the page is clamped to 1..totalPages; previous is disabled on
 * page 1, next on the last page, everything while loading; nothing shows without pages.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  loading = false,
  label = 'Pagination',
  className,
}: {
  page: number;
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  loading?: boolean;
  label?: string;
  className?: string;
}) {
  if (!totalPages || totalPages < 1) return null;
  const current = clampPage(page, totalPages);
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-1.5', className)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || current <= 1}
        onClick={() => onPageChange(current - 1)}
        aria-label="Previous page"
        className="px-3"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(current, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              key={`gap-${i}`}
              aria-hidden="true"
              className="px-1 text-muted"
            >
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                disabled={loading}
                onClick={() => onPageChange(p)}
                aria-label={`Page ${p}`}
                aria-current={p === current ? 'page' : undefined}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                  p === current ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
                )}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || current >= totalPages}
        onClick={() => onPageChange(current + 1)}
        aria-label="Next page"
        className="px-3"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
