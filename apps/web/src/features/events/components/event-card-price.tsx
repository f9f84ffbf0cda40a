import { type Event, priceText, seatCue } from '@storytable/domain';

/** A card's price, with the seat cue ('3 seats left', 'Sold out') when seats run short. */
export function EventCardPrice({ event }: { event: Event }) {
  const cue = seatCue(event);
  return (
    <p className="mt-4 flex items-baseline justify-between">
      <span className="font-serif text-2xl font-semibold text-ink">{priceText(event.price)}</span>
      {cue ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {cue}
        </span>
      ) : (
        <span className="text-xs text-muted">{event.price > 0 ? 'per person' : 'no charge'}</span>
      )}
    </p>
  );
}
