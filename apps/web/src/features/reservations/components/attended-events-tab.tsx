import { type Reservation, whyNotReview } from '@storytable/domain';
import { Star, UtensilsCrossed } from 'lucide-react';
import { Link } from 'wouter';
import { EventFacts } from '@/components/event-facts.tsx';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { eventReviewHref } from '@/lib/event-links.ts';
import { useAttendedReservations } from '../api/get-attended-reservations.ts';

/** My seat at a dinner over may be reviewed by the domain's review rule (decision 051). */
const mayReview = (userId: number, r: Reservation) =>
  whyNotReview({ userId, event: r.event, attended: r.status, reviewed: r.reviewDate !== null }) ===
  null;

/**
 * Past dinners the user attended, each linking to its page, where the review form lives: 'Write
 * a Review' while the review rule allows it, the rating given once it is written.
 */
export function AttendedEventsTab() {
  const q = useAttendedReservations();
  const { user } = useCurrentUser();
  if (q.isPending) return <TabLoading label="Loading attended events" />;
  if (q.isError)
    return (
      <TabError
        error={q.error}
        fallback="Failed to fetch attended events"
        onRetry={() => q.refetch()}
      />
    );
  if (q.data.length === 0)
    return (
      <TabEmpty icon={UtensilsCrossed} title="No attended dinners yet">
        After you attend a dinner, it shows up here and you can review it.
      </TabEmpty>
    );
  return (
    <ul className="space-y-3">
      {q.data.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-start sm:justify-between"
        >
          <EventFacts event={r.event} />
          <div className="shrink-0">
            {r.rating !== null ? (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-ink">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                You rated it {r.rating} out of 5
              </p>
            ) : user && mayReview(user.id, r) ? (
              <Link href={eventReviewHref(r.event.id)} className={buttonClasses('secondary', 'sm')}>
                Write a Review
                <span className="sr-only"> for {r.event.title}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
