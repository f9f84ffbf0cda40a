import {
  ATTENDANCE_MESSAGES,
  type Event,
  hasEventEnded,
  REVIEW_MESSAGES,
  whyNotReview,
} from '@storytable/domain';
import { MessageSquareHeart } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { WRITE_REVIEW_ANCHOR } from '@/lib/event-links.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateReview } from '../api/create-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

/** Opened by its anchor, the form scrolls into view and takes focus once it is on screen. */
function useFocusWhenLinked(ready: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!ready || window.location.hash !== `#${WRITE_REVIEW_ANCHOR}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [ready]);
  return ref;
}

function Frame({ children, focusRef }: { children: ReactNode; focusRef?: Ref<HTMLElement> }) {
  return (
    <section
      id={WRITE_REVIEW_ANCHOR}
      ref={focusRef}
      tabIndex={-1}
      aria-labelledby="write-review-heading"
      className="scroll-mt-24 rounded-3xl border border-line bg-white p-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <h2 id="write-review-heading" className="text-xl font-semibold text-ink">
        Write a Review
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Write a Review' on the event page (spec sections 2 and 5), offered only to those the domain's
 * review rule lets review, when it does (decision 051): a guest who held a confirmed seat, once
 * the dinner is over, once; never its host. `attendance` is what the user's reservations say of
 * this dinner (undefined while they load). A visitor is asked to log in once the dinner is over.
 * Rating and text are not checked here; a refusal from the server is toasted.
 */
export function ReviewForm({
  event,
  attendance,
}: {
  event: Pick<Event, 'id' | 'hostId' | 'dateTime'>;
  attendance: { attended: boolean; noShow?: boolean; reviewed: boolean } | undefined;
}) {
  const { user, isLoading } = useCurrentUser();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const review = useCreateReview(event.id);
  const refusal =
    user !== null && attendance !== undefined
      ? whyNotReview({ userId: user.id, event, ...attendance })
      : undefined;
  const mayReview = refusal === null;
  const focusRef = useFocusWhenLinked(!isLoading && mayReview);

  if (isLoading) return null;
  if (!user) {
    if (!hasEventEnded(event.dateTime)) return null;
    return (
      <Frame>
        <p className="mt-2 text-sm text-muted">Been to this dinner? Share how the evening went.</p>
        <Button variant="secondary" className="mt-4" onClick={() => openAuthDialog('login')}>
          Log in to write a review
        </Button>
      </Frame>
    );
  }
  if (user.id === event.hostId) return null;
  if (sent) {
    return (
      <Frame>
        <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-success">
          <MessageSquareHeart aria-hidden="true" className="size-5" />
          {REVIEW_MESSAGES.CREATED}
        </p>
      </Frame>
    );
  }

  if (refusal === 'no_show') {
    return (
      <Frame>
        <p className="mt-2 text-sm text-muted">{ATTENDANCE_MESSAGES.NO_SHOW_REVIEW}</p>
      </Frame>
    );
  }
  if (!mayReview) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    review.mutate(
      { rating, review: text },
      {
        onSuccess: (res) => {
          toast({
            title: 'Review submitted',
            description: res?.message ?? REVIEW_MESSAGES.CREATED,
          });
          setSent(true);
        },
      },
    );
  };

  return (
    <Frame focusRef={focusRef}>
      <p className="mt-2 text-sm text-muted">You were at this table: how did the evening go?</p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <StarRatingInput value={rating} onChange={setRating} disabled={review.isPending} />
        <TextAreaField
          label="Your review"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={review.isPending}
          rows={4}
          placeholder="What did you talk about? What will you remember?"
        />
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </form>
    </Frame>
  );
}
