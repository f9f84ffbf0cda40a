import { format } from 'date-fns';
import { History } from 'lucide-react';
import { EventFacts } from '@/components/event-facts.tsx';
import { useReservationHistory } from '../api/get-reservations.ts';
import { cancelledReservations, refundText } from '../lib/reservation-lists.ts';

/** The guest's cancelled reservations, kept for reference under the upcoming ones. */
export function CancelledReservations() {
  const q = useReservationHistory();
  const cancelled = q.data ? cancelledReservations(q.data) : [];
  if (cancelled.length === 0) return null;
  return (
    <details className="group rounded-2xl border border-line bg-white">
      <summary className="flex cursor-pointer items-center gap-2 rounded-2xl px-5 py-4 font-medium text-ink">
        <History aria-hidden="true" className="size-4 text-muted" />
        Cancelled reservations ({cancelled.length})
      </summary>
      <ul className="space-y-3 px-5 pb-5">
        {cancelled.map((r) => (
          <li key={r.id} className="space-y-2 border-t border-line pt-3">
            <EventFacts event={r.event} />
            <p className="text-sm text-muted">
              {r.cancelledAt
                ? `Cancelled ${format(new Date(r.cancelledAt), 'MMM d, yyyy')} · `
                : ''}
              {refundText(r)}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
