import { formatEventDate, type HostReview, reviewCountText } from '@storytable/domain';
import { format } from 'date-fns';
import { MessageSquareQuote, Star } from 'lucide-react';
import { Link } from 'wouter';
import { HostReplyQuote } from '@/components/host-reply-quote.tsx';
import { TabEmpty, TabError } from '@/components/tab-states.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useHostReviews } from '../api/get-host-reviews.ts';
import { SectionHeading } from './section-heading.tsx';

function ReceivedReview({ review: r, hostName }: { review: HostReview; hostName: string }) {
  return (
    <li className="flex gap-3 py-5 first:pt-0 last:pb-0">
      <Avatar src={r.user.profileImage} name={r.user.name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-medium text-ink">{r.user.name}</p>
          <p className="text-xs text-muted">{format(new Date(r.reviewDate), 'MMM d, yyyy')}</p>
        </div>
        <p className="mt-0.5 flex items-center gap-1 text-sm font-medium text-ink">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {r.rating}
          <span className="sr-only"> out of 5</span>
        </p>
        {r.review ? <p className="mt-2 leading-7 break-words text-ink">{r.review}</p> : null}
        {r.reply ? <HostReplyQuote reply={r.reply} hostName={hostName} /> : null}
        <p className="mt-2 text-sm text-muted">
          <Link
            href={`/event/${r.event.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {r.event.title}
          </Link>
          {' · '}
          {formatEventDate(r.event.dateTime, r.event.timeZone)}
        </p>
      </div>
    </li>
  );
}

/** 'Reviews' on a host's page: what guests wrote about every dinner of theirs, newest first. */
export function HostReviews({ id, hostName }: { id: string; hostName: string }) {
  const q = useHostReviews(id);
  const total = q.data?.pages[0]?.pagination.total ?? 0;
  return (
    <section aria-labelledby="host-reviews" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <SectionHeading id="host-reviews">Reviews</SectionHeading>
        {total > 0 ? <p className="text-sm text-muted">{reviewCountText(total)}</p> : null}
      </div>
      {q.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading reviews</span>
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : q.isError ? (
        <TabError
          error={q.error}
          fallback="Failed to load this host's reviews"
          onRetry={() => q.refetch()}
        />
      ) : total === 0 ? (
        <TabEmpty icon={MessageSquareQuote} title="No reviews yet">
          Guests review a dinner after it has happened.
        </TabEmpty>
      ) : (
        <div className="rounded-3xl border border-line bg-white p-5 sm:p-6">
          <ul className="divide-y divide-line">
            {q.data.pages
              .flatMap((p) => p.reviews)
              .map((r) => (
                <ReceivedReview key={r.id} review={r} hostName={hostName} />
              ))}
          </ul>
          {q.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-5"
              onClick={() => q.fetchNextPage()}
              disabled={q.isFetchingNextPage}
            >
              {q.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
