import type { Event, Pagination as PaginationInfo } from '@storytable/domain';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import type { DateGroup } from '../lib/date-groups.ts';
import { DateGroupList } from './date-group-list.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';
import { ExperiencesComingSoon } from './experiences-coming-soon.tsx';

/**
 * 'Guided Experiences' (spec section 2): the page's events under their date headings, each in 1,
 * 2 or 3 columns, with 'Showing N of total experiences', the pagination, or 'Transformative
 * Experiences Coming Soon'.
 */
export function ExperiencesSection({
  groups,
  pagination,
  loading,
  error,
  page,
  onPageChange,
  onRetry,
  renderEvent,
}: {
  /** The page's events by date (lib/date-groups.ts). */
  groups: DateGroup<Event>[] | undefined;
  pagination: Pick<PaginationInfo, 'total' | 'totalPages'> | undefined;
  loading: boolean;
  error: Error | null;
  page: number;
  onPageChange: (page: number) => void;
  /** Loads the page again after an error. */
  onRetry: () => void;
  /** The card of one event (the page composes it). */
  renderEvent: (event: Event) => ReactNode;
}) {
  const shown = groups?.reduce((n, g) => n + g.events.length, 0);
  return (
    <section
      aria-labelledby="experiences-heading"
      className="scroll-mt-24 space-y-6"
      id="experiences"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="experiences-heading" className="font-serif text-3xl font-semibold text-ink">
            Guided Experiences
          </h2>
          <p className="mt-2 text-muted">Upcoming dinners, soonest first.</p>
        </div>
        {shown && pagination ? (
          <p className="text-sm text-muted" aria-live="polite">
            Showing {shown} of {pagination.total} experiences
          </p>
        ) : null}
      </div>

      {error ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-red-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="alert" className="font-medium text-danger">
            Error loading events: {error.message || 'Unknown error'}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={loading}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : null}

      {loading && !groups ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading events</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <EventCardSkeleton key={i} />
          ))}
        </div>
      ) : groups && shown ? (
        <DateGroupList groups={groups} loading={loading} renderEvent={renderEvent} />
      ) : groups ? (
        <ExperiencesComingSoon />
      ) : null}

      <Pagination
        page={page}
        totalPages={pagination?.totalPages}
        loading={loading}
        onPageChange={onPageChange}
        label="Event pages"
        className="pt-4"
      />
    </section>
  );
}
