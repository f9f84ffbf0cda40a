import { NO_SHOW_WINDOW_HOURS } from '@storytable/domain';
import { UserX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useMarkNoShow } from '../api/mark-no-shows.ts';
import type { SeatView } from '../lib/check-in-queue.ts';

/**
 * After the dinner (decision 065): one toggle per seat not checked in, pressed when the host marked
 * the guest as not come. A no-show cannot review and does not count as having attended.
 */
export function NoShowMarks({ eventId, seats }: { eventId: number; seats: SeatView[] }) {
  const mark = useMarkNoShow(eventId);
  const unchecked = seats.filter((s) => !s.checkedIn);
  const checkInUsed = seats.some((s) => s.checkedIn);
  return (
    <section aria-labelledby="no-shows-title" className="space-y-3">
      <h2 id="no-shows-title" className="text-lg font-semibold text-ink">
        Who did not come
      </h2>
      <p className="text-sm text-muted">
        {checkInUsed
          ? 'You checked guests in, so a seat not checked in counts as not come.'
          : 'Everyone counts as having come unless you mark them here.'}{' '}
        You can mark seats for {NO_SHOW_WINDOW_HOURS} hours after the dinner.
      </p>
      {unchecked.length === 0 ? (
        <p className="text-sm text-muted">Every guest was checked in.</p>
      ) : (
        <ul className="space-y-2">
          {unchecked.map((seat) => (
            <li key={seat.reservationId}>
              <button
                type="button"
                aria-pressed={seat.noShow}
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate({ reservationId: seat.reservationId, noShow: !seat.noShow })
                }
                className={cn(
                  'flex min-h-12 w-full items-center gap-3 rounded-2xl border-2 px-4 py-2 text-left disabled:opacity-60',
                  seat.noShow ? 'border-danger bg-red-50' : 'border-line bg-white',
                )}
              >
                <UserX aria-hidden="true" className="size-5 shrink-0 text-danger" />
                <span className="flex-1 font-medium text-ink">
                  {seat.name}
                  <span className="block text-sm font-normal text-muted">
                    {seat.noShow ? 'Marked as not come' : 'Mark as not come'}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
