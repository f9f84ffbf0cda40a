import { type Event, seatCue } from '@storytable/domain';
import { PriceWithFee } from './price-with-fee.tsx';

/**
 * A card's price with its fee, and the seat cue ('3 seats left', 'Sold out') when seats run
 * short.
 */
export function EventCardPrice({ event }: { event: Event }) {
  const cue = seatCue(event);
  return (
    <p className="mt-4 flex items-baseline justify-between gap-3">
      <PriceWithFee cents={event.price} className="text-2xl" />
      {cue ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {cue}
        </span>
      ) : (
        <span className="shrink-0 text-xs text-muted">
          {event.price > 0 ? 'per person' : 'no charge'}
        </span>
      )}
    </p>
  );
}
