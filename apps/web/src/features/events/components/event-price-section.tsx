import { type Event, formatDollars, priceOfSeats, priceText } from '@storytable/domain';
import { EventSection } from './event-section.tsx';

function Row({ term, value, total }: { term: string; value: string; total?: boolean }) {
  return (
    <div className="flex items-center justify-between px-4 py-3">
      <dt className={total ? 'font-semibold text-ink' : 'text-muted'}>{term}</dt>
      <dd className={total ? 'font-serif text-lg font-semibold text-ink' : 'font-medium text-ink'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * 'Event Price' of the event dialog (spec section 2: per person and total): for one seat, the
 * price per person, the processing fee and the total the card is charged (decision 051).
 */
export function EventPriceSection({ event }: { event: Pick<Event, 'price'> }) {
  const price = priceOfSeats(event.price);
  return (
    <EventSection title="Event Price" level={3} className="mt-6">
      <dl className="mt-3 divide-y divide-line rounded-2xl border border-line text-sm">
        <Row term="Price per person" value={priceText(price.perSeat)} />
        {price.fee > 0 ? <Row term="Processing fee" value={formatDollars(price.fee)} /> : null}
        <Row term="Total" value={priceText(price.total)} total />
      </dl>
    </EventSection>
  );
}
