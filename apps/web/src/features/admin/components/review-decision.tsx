import type { HostDecisionResponse } from '@storytable/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useDecideApplication } from '../api/decide-application.ts';
import { useDecideVerification } from '../api/decide-verification.ts';
import type { ReviewQueue } from '../lib/review-queues.ts';

/**
 * The queue's two decisions on one applicant; once made, the server's message takes their
 * place and focus, so it stays in the dialog, and `onDecided` gets the user as it left them.
 */
export function ReviewDecision({
  userId,
  queue,
  onDecided: told,
}: {
  userId: number;
  queue: ReviewQueue;
  onDecided: (res: HostDecisionResponse) => void;
}) {
  const application = useDecideApplication();
  const verification = useDecideVerification();
  const [decided, setDecided] = useState<string | null>(null);
  const pending = application.isPending || verification.isPending;
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (decided) outcome.current?.focus();
  }, [decided]);
  const onDecided = {
    onSuccess: (res: HostDecisionResponse) => {
      setDecided(res.message);
      told(res);
    },
  };

  const approve = () =>
    queue === 'applications'
      ? application.mutate({ userId, status: 'approved' }, onDecided)
      : verification.mutate({ userId, status: 'verified' }, onDecided);
  const reject = () =>
    queue === 'applications'
      ? application.mutate({ userId, status: 'rejected' }, onDecided)
      : verification.mutate({ userId, status: 'rejected' }, onDecided);

  if (decided) {
    return (
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
      >
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {decided}
      </p>
    );
  }
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={pending} onClick={reject}>
        {queue === 'applications' ? 'Reject application' : 'Reject verification'}
      </Button>
      <Button disabled={pending} onClick={approve}>
        {queue === 'applications' ? 'Approve application' : 'Verify host'}
      </Button>
    </div>
  );
}
