import type { JoinRequest } from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { useWithdrawRequest } from '../api/join-request.ts';

/** The guest's pending request to join: what happens next, and a way to take it back. */
export function RequestSent({ eventId, request }: { eventId: number; request: JoinRequest }) {
  const withdraw = useWithdrawRequest(eventId);
  const paid = request.amount > 0;
  return (
    <div role="status" className="mt-4 space-y-2 rounded-2xl bg-cream px-4 py-3 text-sm text-ink">
      <p className="font-medium">Request sent.</p>
      <p>
        {paid
          ? 'You are charged only if the host approves. The host answers within 72 hours.'
          : 'The host answers within 72 hours.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(request.id)}
      >
        Withdraw request
      </Button>
    </div>
  );
}
