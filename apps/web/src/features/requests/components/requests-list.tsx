import { Inbox } from 'lucide-react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { useAnswerRequest } from '../api/answer-request.ts';
import { useRequests } from '../api/get-requests.ts';
import { RequestCard } from './request-card.tsx';

export const REQUESTS_FAILED = 'Failed to load the requests';

/** The host's requests to join one dinner, waiting ones first (decision 068). */
export function RequestsList({ eventId }: { eventId: number }) {
  const q = useRequests(eventId);
  const answer = useAnswerRequest(eventId);
  if (q.isPending) return <TabLoading label="Loading the requests" />;
  if (q.isError)
    return <TabError error={q.error} fallback={REQUESTS_FAILED} onRetry={() => q.refetch()} />;
  if (q.data.length === 0)
    return (
      <TabEmpty icon={Inbox} title="No requests yet">
        When a guest asks to join this dinner, their request appears here for you to answer.
      </TabEmpty>
    );
  const waiting = q.data.filter((r) => r.status === 'pending');
  const answered = q.data.filter((r) => r.status !== 'pending');
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted" aria-live="polite">
        {waiting.length} waiting for your answer
      </p>
      <ul className="space-y-4">
        {[...waiting, ...answered].map((r) => (
          <RequestCard
            key={r.id}
            request={r}
            busy={answer.isPending}
            onAnswer={(a) => answer.mutate({ id: r.id, answer: a })}
          />
        ))}
      </ul>
    </div>
  );
}
