import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES } from '@storytable/domain';
import { type FormEvent, useId, useState } from 'react';
import { queryErrorText } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { useReplyToReview } from '../api/reply-to-review.ts';

/** What the counter under the reply box says, and whether the text is over the bound. */
export function replyCounter(text: string): { text: string; over: boolean } {
  const left = REVIEW_REPLY_MAX - text.trim().length;
  return left < 0
    ? { text: `${-left} characters over the limit`, over: true }
    : { text: `${left} characters left`, over: false };
}

/**
 * The host's one public answer to a review: a 'Reply' button opens the box; empty or overlong
 * text is refused here, the server's refusal (already replied) shows as it said it.
 */
export function ReviewReplyForm({ reviewId, guestName }: { reviewId: number; guestName: string }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useReplyToReview(reviewId);
  const counterId = useId();
  const counter = replyCounter(body);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (body.trim() === '') return setProblem(REVIEW_REPLY_MESSAGES.EMPTY);
    if (counter.over) return setProblem(REVIEW_REPLY_MESSAGES.TOO_LONG);
    setProblem(null);
    try {
      await mutation.mutateAsync({ reply: body });
    } catch (error) {
      setProblem(queryErrorText(error, 'Your reply could not be posted. Please try again.'));
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Reply to {guestName}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <TextAreaField
        label="Your public reply"
        hint="Everyone who reads this review sees it. You can reply once."
        value={body}
        rows={3}
        onChange={(e) => {
          setBody(e.target.value);
          setProblem(null);
        }}
        aria-describedby={counterId}
        error={problem ?? undefined}
      />
      <p
        id={counterId}
        className={counter.over ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}
      >
        {counter.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? 'Posting…' : 'Post reply'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
