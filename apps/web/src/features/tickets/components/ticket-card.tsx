import { TabError } from '@/components/tab-states.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTicket } from '../api/get-ticket.ts';

export const TICKET_FAILED = 'Failed to load your ticket';

/** The seat's ticket on the reservation's page: the code to say or type, and the QR to show. */
export function TicketCard({ reservationId }: { reservationId: number }) {
  const q = useTicket(reservationId);
  if (q.isPending) return <Spinner label="Loading your ticket" />;
  if (q.isError)
    return <TabError error={q.error} fallback={TICKET_FAILED} onRetry={() => q.refetch()} />;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(q.data.qr)}`;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <img
        src={src}
        alt="Your ticket’s QR code"
        width={176}
        height={176}
        className="size-44 rounded-xl border border-line bg-white"
      />
      <div className="space-y-2 text-center sm:text-left">
        <p className="text-sm text-muted">Ticket code</p>
        <p
          className="font-mono text-3xl font-semibold tracking-widest text-ink"
          data-testid="ticket-code"
        >
          {q.data.code}
        </p>
        <p className="text-sm text-muted">
          Show the QR code or say the code to your host when you arrive.
        </p>
      </div>
    </div>
  );
}
