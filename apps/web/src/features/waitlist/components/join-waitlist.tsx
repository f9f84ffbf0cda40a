import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useChangeWaitlist } from '../api/change-waitlist.ts';

/**
 * 'Join Waitlist' with the party's size (decision 067): a seat is offered only when the whole
 * party fits, so the guest says how many come, up to the dinner's seats per booking.
 */
export function JoinWaitlist({ eventId, maxSeats }: { eventId: number; maxSeats: number }) {
  const join = useChangeWaitlist(eventId, 'join');
  const [seats, setSeats] = useState(1);
  const id = useId();
  return (
    <div className="space-y-2">
      {maxSeats > 1 ? (
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            How many seats?
          </label>
          <select
            id={id}
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
            className="rounded-xl border border-line bg-white px-3 py-2 text-sm"
          >
            {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 seat' : `${n} seats`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={join.isPending}
        onClick={() => join.mutate(seats > 1 ? { seats } : undefined)}
      >
        {join.isPending ? 'Joining...' : 'Join Waitlist'}
      </Button>
    </div>
  );
}
