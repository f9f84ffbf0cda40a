import { formatDollars } from '@storytable/domain';

/**
 * Price per seat, seats, processing fee (on the party's total) and total (spec section 9, Money;
 * decision 063).
 */
export function PriceSummary({
  price,
  fee,
  total,
  seats = 1,
}: {
  price: number;
  fee: number;
  total: number;
  seats?: number;
}) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
      <div className="flex items-center justify-between gap-4 px-4 py-2.5">
        <dt className="text-muted">Price per person</dt>
        <dd className="font-medium text-ink">{formatDollars(price)}</dd>
      </div>
      {seats > 1 ? (
        <div className="flex items-center justify-between gap-4 px-4 py-2.5">
          <dt className="text-muted">Seats</dt>
          <dd className="font-medium text-ink">{seats}</dd>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-4 px-4 py-2.5">
        <dt className="text-muted">Processing fee</dt>
        <dd className="font-medium text-ink">{formatDollars(fee)}</dd>
      </div>
      <div className="flex items-center justify-between gap-4 px-4 py-2.5">
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-serif text-lg font-semibold text-ink">{formatDollars(total)}</dd>
      </div>
    </dl>
  );
}
