import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { SeatView } from '../lib/check-in-queue.ts';

/** One large toggle per confirmed seat: pressed means checked in. */
export function SeatToggles({
  seats,
  disabled,
  onToggle,
}: {
  seats: SeatView[];
  disabled: boolean;
  onToggle: (seat: SeatView) => void;
}) {
  return (
    <ul className="space-y-3">
      {seats.map((seat) => (
        <li key={seat.reservationId}>
          <button
            type="button"
            aria-pressed={seat.checkedIn}
            disabled={disabled}
            onClick={() => onToggle(seat)}
            className={cn(
              'flex min-h-16 w-full items-center gap-4 rounded-2xl border-2 px-4 py-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
              seat.checkedIn
                ? 'border-green-700 bg-green-50'
                : 'border-line bg-white hover:border-brand-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2',
                seat.checkedIn ? 'border-green-700 bg-green-700 text-white' : 'border-line',
              )}
            >
              {seat.checkedIn ? <Check className="size-6" /> : null}
            </span>
            <span className="flex-1">
              <span className="block text-lg font-semibold text-ink">
                {seat.name}
                {seat.seats > 1 ? ` · party of ${seat.seats}` : ''}
              </span>
              <span className="block text-sm text-muted">
                {seat.checkedIn ? 'Checked in' : 'Not checked in'}
                {seat.waiting ? ' · waiting to send' : ''}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
