import {
  checkInCount,
  checkInCountText,
  formatEventWhen,
  TICKET_MESSAGES,
} from '@storytable/domain';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { cn } from '@/lib/cn.ts';
import { TABLE_FAILED, useTable } from '../api/get-table.ts';
import { seatsWithPending } from '../lib/check-in-queue.ts';
import { useCheckIns } from '../lib/use-check-ins.ts';
import { CodeEntry } from './code-entry.tsx';
import { NoShowMarks } from './no-show-marks.tsx';
import { SeatToggles } from './seat-toggles.tsx';
import { TableHeading } from './table-heading.tsx';
import { TicketScanner } from './ticket-scanner.tsx';

export const waitingText = (n: number) => `${n} waiting to send`;

/**
 * Table mode (decision 061): the host's phone at the dinner. Every check-in is kept on the device
 * until the server has it, so a dropped connection loses none and a resend counts once. `after`
 * shows below the seats once they have loaded, so it never moves down as they arrive (070).
 */
export function TableMode({ eventId, after }: { eventId: number; after?: ReactNode }) {
  const q = useTable(eventId);
  const { pending, enqueue, news } = useCheckIns(eventId);
  if (q.isPending) return <TabLoading label="Loading the table" />;
  if (q.isError)
    return <TabError error={q.error} fallback={TABLE_FAILED} onRetry={() => q.refetch()} />;
  const table = q.data;
  const seats = seatsWithPending(table.seats, pending);
  const count = checkInCount(seats);
  const closed = !table.open;
  return (
    <div className="space-y-6">
      <TableHeading
        title={table.title}
        when={formatEventWhen(table.dateTime, table.timeZone)}
        count={checkInCountText(count)}
      >
        {pending.length ? (
          <p role="status" className="mt-1 text-sm font-medium text-amber-800">
            {waitingText(pending.length)}
          </p>
        ) : null}
      </TableHeading>
      {closed ? (
        <p role="alert" className="rounded-2xl border border-line bg-cream p-4 text-ink">
          {TICKET_MESSAGES.CLOSED}
        </p>
      ) : null}
      <div className="space-y-3">
        <CodeEntry disabled={closed} onCode={(code) => enqueue({ code, checkedIn: true })} />
        <TicketScanner disabled={closed} onScan={(qr) => enqueue({ qr, checkedIn: true })} />
        <p
          aria-live="polite"
          className={cn(
            'min-h-6 text-sm font-medium',
            news?.tone === 'error' ? 'text-danger' : 'text-green-800',
          )}
        >
          {news?.text ?? ''}
        </p>
      </div>
      {seats.length ? (
        <SeatToggles
          seats={seats}
          disabled={closed}
          onToggle={(seat) =>
            enqueue({ reservationId: seat.reservationId, checkedIn: !seat.checkedIn })
          }
        />
      ) : (
        <TabEmpty icon={Users} title="No guests yet">
          When someone reserves a seat at this table, they appear here.
        </TabEmpty>
      )}
      {table.noShowOpen && seats.length ? <NoShowMarks eventId={eventId} seats={seats} /> : null}
      {after}
    </div>
  );
}
