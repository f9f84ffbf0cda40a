import { formatEventWhen } from '@storytable/domain';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { useMyRequests, useWithdrawRequest } from '../api/join-request.ts';

/** The guest's requests to join waiting for a host (decision 068), each with Withdraw. */
export function PendingRequests() {
  const q = useMyRequests();
  const headingId = useId();
  if (!q.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        Waiting for the host
      </h2>
      <ul className="space-y-3">
        {q.data.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <Link href={`/event/${r.event.id}`} className="font-medium text-ink hover:underline">
                {r.event.title}
              </Link>
              <p className="text-sm text-muted">
                {formatEventWhen(r.event.dateTime, r.event.timeZone)} · {r.seats}{' '}
                {r.seats === 1 ? 'seat' : 'seats'} requested
                {r.amount > 0 ? ' · charged only if approved' : ''}
              </p>
            </div>
            <WithdrawButton eventId={r.event.id} requestId={r.id} title={r.event.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WithdrawButton(props: { eventId: number; requestId: number; title: string }) {
  const withdraw = useWithdrawRequest(props.eventId);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Withdraw your request for ${props.title}`}
      disabled={withdraw.isPending}
      onClick={() => withdraw.mutate(props.requestId)}
    >
      Withdraw
    </Button>
  );
}
