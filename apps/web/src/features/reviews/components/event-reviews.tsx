import { mayReply } from '@storytable/domain';
import { format } from 'date-fns';
import { Star } from 'lucide-react';
import { HostReplyQuote } from '@/components/host-reply-quote.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useEventReviews } from '../api/get-event-reviews.ts';
import { ReviewReplyForm } from './review-reply-form.tsx';

function Stars({ rating }: { rating: number }) {
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${r} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={i}
          aria-hidden="true"
          className={i < r ? 'size-4 fill-amber-500 text-amber-500' : 'size-4 text-stone-300'}
        />
      ))}
    </span>
  );
}

/**
 * The reviews list of an event page; 'No reviews yet' when there are none. Each review shows the
 * host's reply, or to the host the box to write it.
 */
export function EventReviews({
  eventId,
  host,
}: {
  eventId: number;
  host: { id: number; name: string };
}) {
  const reviews = useEventReviews(eventId);
  const { user } = useCurrentUser();
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-3xl border border-line bg-white p-6"
    >
      <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
        Reviews
      </h2>
      {reviews.isPending ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">Loading reviews</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : reviews.isError ? (
        <p className="mt-3 text-sm text-muted">Reviews could not be loaded right now.</p>
      ) : reviews.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No reviews yet</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {reviews.data.map((r) => (
            <li key={r.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
              <Avatar src={r.user.profileImage} name={r.user.name} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-ink">{r.user.name}</p>
                  {r.reviewDate ? (
                    <p className="text-xs text-muted">
                      {format(new Date(r.reviewDate), 'MMM d, yyyy')}
                    </p>
                  ) : null}
                </div>
                <Stars rating={r.rating} />
                {r.review ? (
                  <p className="mt-1.5 text-sm leading-6 text-muted">{r.review}</p>
                ) : null}
                {r.reply ? (
                  <HostReplyQuote reply={r.reply} hostName={host.name} />
                ) : mayReply(user?.id, host.id, null) ? (
                  <ReviewReplyForm reviewId={r.id} guestName={r.user.name} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
