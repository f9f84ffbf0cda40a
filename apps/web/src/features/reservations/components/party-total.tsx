import { formatDollars } from '@storytable/domain';
import { partyPrice } from '../lib/party-draft.ts';

/** The party's total, fee included, as the card will be charged (decision 063). */
export function PartyTotal({ price, seats }: { price: number; seats: number }) {
  if (price === 0) return null;
  const p = partyPrice(price, seats);
  return (
    <p
      aria-live="polite"
      data-testid="party-total"
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line px-4 py-2.5 text-sm"
    >
      <span className="text-muted">
        {seats} × {formatDollars(p.perSeat)} + {formatDollars(p.fee)} fee
      </span>
      <span className="font-serif text-lg font-semibold text-ink">
        Total {formatDollars(p.total)}
      </span>
    </p>
  );
}
