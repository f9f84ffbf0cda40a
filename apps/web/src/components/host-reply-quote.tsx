import type { ReviewReply } from '@storytable/domain';
import { format } from 'date-fns';

/** The host's public answer under a review, as every review list shows it (decision 062). */
export function HostReplyQuote({ reply, hostName }: { reply: ReviewReply; hostName: string }) {
  return (
    <div className="mt-3 rounded-2xl border-l-4 border-brand-200 bg-stone-50 px-4 py-3">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">Reply from {hostName}</span> ·{' '}
        <time dateTime={reply.repliedAt}>{format(new Date(reply.repliedAt), 'MMM d, yyyy')}</time>
      </p>
      <p className="mt-1 text-sm leading-6 break-words whitespace-pre-wrap text-ink">
        {reply.body}
      </p>
    </div>
  );
}
